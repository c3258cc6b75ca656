import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shop_settings" ADD COLUMN "vat_be_food" numeric DEFAULT 6 NOT NULL;
  ALTER TABLE "shop_settings" ADD COLUMN "vat_be_standard" numeric DEFAULT 21 NOT NULL;
  ALTER TABLE "shop_settings" ADD COLUMN "vat_nl_food" numeric DEFAULT 9 NOT NULL;
  ALTER TABLE "shop_settings" ADD COLUMN "vat_nl_standard" numeric DEFAULT 21 NOT NULL;
  ALTER TABLE "shop_settings" ADD COLUMN "vat_fr_food" numeric DEFAULT 5.5 NOT NULL;
  ALTER TABLE "shop_settings" ADD COLUMN "vat_fr_standard" numeric DEFAULT 20 NOT NULL;
  ALTER TABLE "shop_settings" ADD COLUMN "vat_de_food" numeric DEFAULT 7 NOT NULL;
  ALTER TABLE "shop_settings" ADD COLUMN "vat_de_standard" numeric DEFAULT 19 NOT NULL;
  ALTER TABLE "shop_settings" ADD COLUMN "vat_lu_food" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "shop_settings" ADD COLUMN "vat_lu_standard" numeric DEFAULT 17 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shop_settings" DROP COLUMN "vat_be_food";
  ALTER TABLE "shop_settings" DROP COLUMN "vat_be_standard";
  ALTER TABLE "shop_settings" DROP COLUMN "vat_nl_food";
  ALTER TABLE "shop_settings" DROP COLUMN "vat_nl_standard";
  ALTER TABLE "shop_settings" DROP COLUMN "vat_fr_food";
  ALTER TABLE "shop_settings" DROP COLUMN "vat_fr_standard";
  ALTER TABLE "shop_settings" DROP COLUMN "vat_de_food";
  ALTER TABLE "shop_settings" DROP COLUMN "vat_de_standard";
  ALTER TABLE "shop_settings" DROP COLUMN "vat_lu_food";
  ALTER TABLE "shop_settings" DROP COLUMN "vat_lu_standard";`)
}
