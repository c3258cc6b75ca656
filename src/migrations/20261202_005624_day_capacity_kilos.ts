import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** A daily capacity in kilos besides the number of orders, per weekday and per date. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "delivery_calendar_capacity_dates" ALTER COLUMN "orders" DROP NOT NULL;
  ALTER TABLE "_delivery_calendar_v_version_capacity_dates" ALTER COLUMN "orders" DROP NOT NULL;
  ALTER TABLE "delivery_calendar_capacity_dates" ADD COLUMN "kilos" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_delivery_kilos_monday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_delivery_kilos_tuesday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_delivery_kilos_wednesday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_delivery_kilos_thursday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_delivery_kilos_friday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_delivery_kilos_saturday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_delivery_kilos_sunday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_pickup_kilos_monday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_pickup_kilos_tuesday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_pickup_kilos_wednesday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_pickup_kilos_thursday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_pickup_kilos_friday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_pickup_kilos_saturday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_pickup_kilos_sunday" numeric;
  ALTER TABLE "_delivery_calendar_v_version_capacity_dates" ADD COLUMN "kilos" numeric;
  ALTER TABLE "_delivery_calendar_v" ADD COLUMN "version_capacity_delivery_kilos_monday" numeric;
  ALTER TABLE "_delivery_calendar_v" ADD COLUMN "version_capacity_delivery_kilos_tuesday" numeric;
  ALTER TABLE "_delivery_calendar_v" ADD COLUMN "version_capacity_delivery_kilos_wednesday" numeric;
  ALTER TABLE "_delivery_calendar_v" ADD COLUMN "version_capacity_delivery_kilos_thursday" numeric;
  ALTER TABLE "_delivery_calendar_v" ADD COLUMN "version_capacity_delivery_kilos_friday" numeric;
  ALTER TABLE "_delivery_calendar_v" ADD COLUMN "version_capacity_delivery_kilos_saturday" numeric;
  ALTER TABLE "_delivery_calendar_v" ADD COLUMN "version_capacity_delivery_kilos_sunday" numeric;
  ALTER TABLE "_delivery_calendar_v" ADD COLUMN "version_capacity_pickup_kilos_monday" numeric;
  ALTER TABLE "_delivery_calendar_v" ADD COLUMN "version_capacity_pickup_kilos_tuesday" numeric;
  ALTER TABLE "_delivery_calendar_v" ADD COLUMN "version_capacity_pickup_kilos_wednesday" numeric;
  ALTER TABLE "_delivery_calendar_v" ADD COLUMN "version_capacity_pickup_kilos_thursday" numeric;
  ALTER TABLE "_delivery_calendar_v" ADD COLUMN "version_capacity_pickup_kilos_friday" numeric;
  ALTER TABLE "_delivery_calendar_v" ADD COLUMN "version_capacity_pickup_kilos_saturday" numeric;
  ALTER TABLE "_delivery_calendar_v" ADD COLUMN "version_capacity_pickup_kilos_sunday" numeric;`)
}

/** Down: a date's kilo limit goes, and with it a date that had no order limit besides. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "delivery_calendar_capacity_dates" WHERE "orders" IS NULL;
  DELETE FROM "_delivery_calendar_v_version_capacity_dates" WHERE "orders" IS NULL;
  ALTER TABLE "delivery_calendar_capacity_dates" ALTER COLUMN "orders" SET NOT NULL;
  ALTER TABLE "_delivery_calendar_v_version_capacity_dates" ALTER COLUMN "orders" SET NOT NULL;
  ALTER TABLE "delivery_calendar_capacity_dates" DROP COLUMN "kilos";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_delivery_kilos_monday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_delivery_kilos_tuesday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_delivery_kilos_wednesday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_delivery_kilos_thursday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_delivery_kilos_friday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_delivery_kilos_saturday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_delivery_kilos_sunday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_pickup_kilos_monday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_pickup_kilos_tuesday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_pickup_kilos_wednesday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_pickup_kilos_thursday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_pickup_kilos_friday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_pickup_kilos_saturday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_pickup_kilos_sunday";
  ALTER TABLE "_delivery_calendar_v_version_capacity_dates" DROP COLUMN "kilos";
  ALTER TABLE "_delivery_calendar_v" DROP COLUMN "version_capacity_delivery_kilos_monday";
  ALTER TABLE "_delivery_calendar_v" DROP COLUMN "version_capacity_delivery_kilos_tuesday";
  ALTER TABLE "_delivery_calendar_v" DROP COLUMN "version_capacity_delivery_kilos_wednesday";
  ALTER TABLE "_delivery_calendar_v" DROP COLUMN "version_capacity_delivery_kilos_thursday";
  ALTER TABLE "_delivery_calendar_v" DROP COLUMN "version_capacity_delivery_kilos_friday";
  ALTER TABLE "_delivery_calendar_v" DROP COLUMN "version_capacity_delivery_kilos_saturday";
  ALTER TABLE "_delivery_calendar_v" DROP COLUMN "version_capacity_delivery_kilos_sunday";
  ALTER TABLE "_delivery_calendar_v" DROP COLUMN "version_capacity_pickup_kilos_monday";
  ALTER TABLE "_delivery_calendar_v" DROP COLUMN "version_capacity_pickup_kilos_tuesday";
  ALTER TABLE "_delivery_calendar_v" DROP COLUMN "version_capacity_pickup_kilos_wednesday";
  ALTER TABLE "_delivery_calendar_v" DROP COLUMN "version_capacity_pickup_kilos_thursday";
  ALTER TABLE "_delivery_calendar_v" DROP COLUMN "version_capacity_pickup_kilos_friday";
  ALTER TABLE "_delivery_calendar_v" DROP COLUMN "version_capacity_pickup_kilos_saturday";
  ALTER TABLE "_delivery_calendar_v" DROP COLUMN "version_capacity_pickup_kilos_sunday";`)
}
