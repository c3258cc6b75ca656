import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shop_settings" ADD COLUMN "gift_tiers_gift" numeric DEFAULT 20000;
  ALTER TABLE "shop_settings" ADD COLUMN "gift_tiers_better_gift" numeric;
  ALTER TABLE "shop_settings" ADD COLUMN "gift_tiers_premium" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shop_settings" DROP COLUMN "gift_tiers_gift";
  ALTER TABLE "shop_settings" DROP COLUMN "gift_tiers_better_gift";
  ALTER TABLE "shop_settings" DROP COLUMN "gift_tiers_premium";`)
}
