import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_delivery_calendar_country_delivery_weekdays_nl" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum_delivery_calendar_country_delivery_weekdays_fr" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum_delivery_calendar_country_delivery_weekdays_de" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum_delivery_calendar_country_delivery_weekdays_lu" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TABLE "delivery_calendar_country_delivery_weekdays_nl" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_delivery_calendar_country_delivery_weekdays_nl",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "delivery_calendar_country_delivery_weekdays_fr" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_delivery_calendar_country_delivery_weekdays_fr",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "delivery_calendar_country_delivery_weekdays_de" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_delivery_calendar_country_delivery_weekdays_de",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "delivery_calendar_country_delivery_weekdays_lu" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_delivery_calendar_country_delivery_weekdays_lu",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "credit_note_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "credit_note_date" timestamp(3) with time zone;
  ALTER TABLE "delivery_calendar_country_delivery_weekdays_nl" ADD CONSTRAINT "delivery_calendar_country_delivery_weekdays_nl_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."delivery_calendar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "delivery_calendar_country_delivery_weekdays_fr" ADD CONSTRAINT "delivery_calendar_country_delivery_weekdays_fr_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."delivery_calendar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "delivery_calendar_country_delivery_weekdays_de" ADD CONSTRAINT "delivery_calendar_country_delivery_weekdays_de_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."delivery_calendar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "delivery_calendar_country_delivery_weekdays_lu" ADD CONSTRAINT "delivery_calendar_country_delivery_weekdays_lu_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."delivery_calendar"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "delivery_calendar_country_delivery_weekdays_nl_order_idx" ON "delivery_calendar_country_delivery_weekdays_nl" USING btree ("order");
  CREATE INDEX "delivery_calendar_country_delivery_weekdays_nl_parent_idx" ON "delivery_calendar_country_delivery_weekdays_nl" USING btree ("parent_id");
  CREATE INDEX "delivery_calendar_country_delivery_weekdays_fr_order_idx" ON "delivery_calendar_country_delivery_weekdays_fr" USING btree ("order");
  CREATE INDEX "delivery_calendar_country_delivery_weekdays_fr_parent_idx" ON "delivery_calendar_country_delivery_weekdays_fr" USING btree ("parent_id");
  CREATE INDEX "delivery_calendar_country_delivery_weekdays_de_order_idx" ON "delivery_calendar_country_delivery_weekdays_de" USING btree ("order");
  CREATE INDEX "delivery_calendar_country_delivery_weekdays_de_parent_idx" ON "delivery_calendar_country_delivery_weekdays_de" USING btree ("parent_id");
  CREATE INDEX "delivery_calendar_country_delivery_weekdays_lu_order_idx" ON "delivery_calendar_country_delivery_weekdays_lu" USING btree ("order");
  CREATE INDEX "delivery_calendar_country_delivery_weekdays_lu_parent_idx" ON "delivery_calendar_country_delivery_weekdays_lu" USING btree ("parent_id");
  CREATE UNIQUE INDEX "orders_credit_note_number_idx" ON "orders" USING btree ("credit_note_number");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "delivery_calendar_country_delivery_weekdays_nl" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "delivery_calendar_country_delivery_weekdays_fr" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "delivery_calendar_country_delivery_weekdays_de" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "delivery_calendar_country_delivery_weekdays_lu" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "delivery_calendar_country_delivery_weekdays_nl" CASCADE;
  DROP TABLE "delivery_calendar_country_delivery_weekdays_fr" CASCADE;
  DROP TABLE "delivery_calendar_country_delivery_weekdays_de" CASCADE;
  DROP TABLE "delivery_calendar_country_delivery_weekdays_lu" CASCADE;
  DROP INDEX "orders_credit_note_number_idx";
  ALTER TABLE "orders" DROP COLUMN "credit_note_number";
  ALTER TABLE "orders" DROP COLUMN "credit_note_date";
  DROP TYPE "public"."enum_delivery_calendar_country_delivery_weekdays_nl";
  DROP TYPE "public"."enum_delivery_calendar_country_delivery_weekdays_fr";
  DROP TYPE "public"."enum_delivery_calendar_country_delivery_weekdays_de";
  DROP TYPE "public"."enum_delivery_calendar_country_delivery_weekdays_lu";`)
}
