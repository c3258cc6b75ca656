import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "_delivery_calendar_country_delivery_weekdays_nl_v" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_delivery_calendar_country_delivery_weekdays_nl",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_delivery_calendar_country_delivery_weekdays_fr_v" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_delivery_calendar_country_delivery_weekdays_fr",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_delivery_calendar_country_delivery_weekdays_de_v" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_delivery_calendar_country_delivery_weekdays_de",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_delivery_calendar_country_delivery_weekdays_lu_v" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_delivery_calendar_country_delivery_weekdays_lu",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  DROP TABLE "_delivery_calendar_v_version_country_delivery_weekdays_nl" CASCADE;
  DROP TABLE "_delivery_calendar_v_version_country_delivery_weekdays_fr" CASCADE;
  DROP TABLE "_delivery_calendar_v_version_country_delivery_weekdays_de" CASCADE;
  DROP TABLE "_delivery_calendar_v_version_country_delivery_weekdays_lu" CASCADE;
  ALTER TABLE "_delivery_calendar_country_delivery_weekdays_nl_v" ADD CONSTRAINT "_delivery_calendar_country_delivery_weekdays_nl_v_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_delivery_calendar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_delivery_calendar_country_delivery_weekdays_fr_v" ADD CONSTRAINT "_delivery_calendar_country_delivery_weekdays_fr_v_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_delivery_calendar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_delivery_calendar_country_delivery_weekdays_de_v" ADD CONSTRAINT "_delivery_calendar_country_delivery_weekdays_de_v_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_delivery_calendar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_delivery_calendar_country_delivery_weekdays_lu_v" ADD CONSTRAINT "_delivery_calendar_country_delivery_weekdays_lu_v_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_delivery_calendar_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_delivery_calendar_country_delivery_weekdays_nl_v_order_idx" ON "_delivery_calendar_country_delivery_weekdays_nl_v" USING btree ("order");
  CREATE INDEX "_delivery_calendar_country_delivery_weekdays_nl_v_parent_idx" ON "_delivery_calendar_country_delivery_weekdays_nl_v" USING btree ("parent_id");
  CREATE INDEX "_delivery_calendar_country_delivery_weekdays_fr_v_order_idx" ON "_delivery_calendar_country_delivery_weekdays_fr_v" USING btree ("order");
  CREATE INDEX "_delivery_calendar_country_delivery_weekdays_fr_v_parent_idx" ON "_delivery_calendar_country_delivery_weekdays_fr_v" USING btree ("parent_id");
  CREATE INDEX "_delivery_calendar_country_delivery_weekdays_de_v_order_idx" ON "_delivery_calendar_country_delivery_weekdays_de_v" USING btree ("order");
  CREATE INDEX "_delivery_calendar_country_delivery_weekdays_de_v_parent_idx" ON "_delivery_calendar_country_delivery_weekdays_de_v" USING btree ("parent_id");
  CREATE INDEX "_delivery_calendar_country_delivery_weekdays_lu_v_order_idx" ON "_delivery_calendar_country_delivery_weekdays_lu_v" USING btree ("order");
  CREATE INDEX "_delivery_calendar_country_delivery_weekdays_lu_v_parent_idx" ON "_delivery_calendar_country_delivery_weekdays_lu_v" USING btree ("parent_id");
  DROP TYPE "public"."enum__delivery_calendar_v_version_country_delivery_weekdays_nl";
  DROP TYPE "public"."enum__delivery_calendar_v_version_country_delivery_weekdays_fr";
  DROP TYPE "public"."enum__delivery_calendar_v_version_country_delivery_weekdays_de";
  DROP TYPE "public"."enum__delivery_calendar_v_version_country_delivery_weekdays_lu";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__delivery_calendar_v_version_country_delivery_weekdays_nl" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum__delivery_calendar_v_version_country_delivery_weekdays_fr" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum__delivery_calendar_v_version_country_delivery_weekdays_de" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum__delivery_calendar_v_version_country_delivery_weekdays_lu" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TABLE "_delivery_calendar_v_version_country_delivery_weekdays_nl" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__delivery_calendar_v_version_country_delivery_weekdays_nl",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_delivery_calendar_v_version_country_delivery_weekdays_fr" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__delivery_calendar_v_version_country_delivery_weekdays_fr",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_delivery_calendar_v_version_country_delivery_weekdays_de" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__delivery_calendar_v_version_country_delivery_weekdays_de",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_delivery_calendar_v_version_country_delivery_weekdays_lu" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__delivery_calendar_v_version_country_delivery_weekdays_lu",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  DROP TABLE "_delivery_calendar_country_delivery_weekdays_nl_v" CASCADE;
  DROP TABLE "_delivery_calendar_country_delivery_weekdays_fr_v" CASCADE;
  DROP TABLE "_delivery_calendar_country_delivery_weekdays_de_v" CASCADE;
  DROP TABLE "_delivery_calendar_country_delivery_weekdays_lu_v" CASCADE;
  ALTER TABLE "_delivery_calendar_v_version_country_delivery_weekdays_nl" ADD CONSTRAINT "_delivery_calendar_v_version_country_delivery_weekdays_nl_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_delivery_calendar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_delivery_calendar_v_version_country_delivery_weekdays_fr" ADD CONSTRAINT "_delivery_calendar_v_version_country_delivery_weekdays_fr_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_delivery_calendar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_delivery_calendar_v_version_country_delivery_weekdays_de" ADD CONSTRAINT "_delivery_calendar_v_version_country_delivery_weekdays_de_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_delivery_calendar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_delivery_calendar_v_version_country_delivery_weekdays_lu" ADD CONSTRAINT "_delivery_calendar_v_version_country_delivery_weekdays_lu_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_delivery_calendar_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_delivery_calendar_v_version_country_delivery_weekdays_nl_order_idx" ON "_delivery_calendar_v_version_country_delivery_weekdays_nl" USING btree ("order");
  CREATE INDEX "_delivery_calendar_v_version_country_delivery_weekdays_nl_parent_idx" ON "_delivery_calendar_v_version_country_delivery_weekdays_nl" USING btree ("parent_id");
  CREATE INDEX "_delivery_calendar_v_version_country_delivery_weekdays_fr_order_idx" ON "_delivery_calendar_v_version_country_delivery_weekdays_fr" USING btree ("order");
  CREATE INDEX "_delivery_calendar_v_version_country_delivery_weekdays_fr_parent_idx" ON "_delivery_calendar_v_version_country_delivery_weekdays_fr" USING btree ("parent_id");
  CREATE INDEX "_delivery_calendar_v_version_country_delivery_weekdays_de_order_idx" ON "_delivery_calendar_v_version_country_delivery_weekdays_de" USING btree ("order");
  CREATE INDEX "_delivery_calendar_v_version_country_delivery_weekdays_de_parent_idx" ON "_delivery_calendar_v_version_country_delivery_weekdays_de" USING btree ("parent_id");
  CREATE INDEX "_delivery_calendar_v_version_country_delivery_weekdays_lu_order_idx" ON "_delivery_calendar_v_version_country_delivery_weekdays_lu" USING btree ("order");
  CREATE INDEX "_delivery_calendar_v_version_country_delivery_weekdays_lu_parent_idx" ON "_delivery_calendar_v_version_country_delivery_weekdays_lu" USING btree ("parent_id");`)
}
