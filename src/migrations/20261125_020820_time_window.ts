import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "window_from" varchar;
  ALTER TABLE "orders" ADD COLUMN "window_until" varchar;
  ALTER TABLE "delivery_calendar" ADD COLUMN "delivery_from" varchar DEFAULT '08:00' NOT NULL;
  ALTER TABLE "delivery_calendar" ADD COLUMN "delivery_until" varchar DEFAULT '20:00' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP COLUMN "window_from";
  ALTER TABLE "orders" DROP COLUMN "window_until";
  ALTER TABLE "delivery_calendar" DROP COLUMN "delivery_from";
  ALTER TABLE "delivery_calendar" DROP COLUMN "delivery_until";`)
}
