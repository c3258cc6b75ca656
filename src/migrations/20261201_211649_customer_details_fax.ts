import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_calendar_capacity_method" AS ENUM('delivery', 'pickup');
  CREATE TYPE "public"."enum__delivery_calendar_v_version_delivery_weekdays" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum__delivery_calendar_v_version_country_delivery_weekdays_nl" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum__delivery_calendar_v_version_country_delivery_weekdays_fr" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum__delivery_calendar_v_version_country_delivery_weekdays_de" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum__delivery_calendar_v_version_country_delivery_weekdays_lu" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum__delivery_calendar_v_version_pickup_weekdays" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TABLE "shop_settings_gift_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" numeric NOT NULL,
  	"free_delivery" boolean DEFAULT false
  );
  
  CREATE TABLE "shop_settings_gift_tiers_locales" (
  	"gift" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_shop_settings_v_version_gift_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" numeric NOT NULL,
  	"free_delivery" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_shop_settings_v_version_gift_tiers_locales" (
  	"gift" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_shop_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_phone" varchar NOT NULL,
  	"version_email" varchar NOT NULL,
  	"version_address_street" varchar NOT NULL,
  	"version_address_postcode" varchar NOT NULL,
  	"version_address_city" varchar NOT NULL,
  	"version_vat_number" varchar DEFAULT 'BE 0123.456.789' NOT NULL,
  	"version_social_facebook" varchar,
  	"version_social_instagram" varchar,
  	"version_social_twitter" varchar,
  	"version_social_youtube" varchar,
  	"version_vat_be_food" numeric DEFAULT 6 NOT NULL,
  	"version_vat_be_standard" numeric DEFAULT 21 NOT NULL,
  	"version_vat_nl_food" numeric DEFAULT 9 NOT NULL,
  	"version_vat_nl_standard" numeric DEFAULT 21 NOT NULL,
  	"version_vat_fr_food" numeric DEFAULT 5.5 NOT NULL,
  	"version_vat_fr_standard" numeric DEFAULT 20 NOT NULL,
  	"version_vat_de_food" numeric DEFAULT 7 NOT NULL,
  	"version_vat_de_standard" numeric DEFAULT 19 NOT NULL,
  	"version_vat_lu_food" numeric DEFAULT 3 NOT NULL,
  	"version_vat_lu_standard" numeric DEFAULT 17 NOT NULL,
  	"version_shipping_be_rate" numeric DEFAULT 995 NOT NULL,
  	"version_shipping_be_free_from" numeric DEFAULT 15000,
  	"version_shipping_nl_rate" numeric DEFAULT 1295 NOT NULL,
  	"version_shipping_nl_free_from" numeric DEFAULT 20000,
  	"version_shipping_fr_rate" numeric DEFAULT 1495 NOT NULL,
  	"version_shipping_fr_free_from" numeric DEFAULT 25000,
  	"version_shipping_de_rate" numeric DEFAULT 1495 NOT NULL,
  	"version_shipping_de_free_from" numeric DEFAULT 25000,
  	"version_shipping_lu_rate" numeric DEFAULT 1295 NOT NULL,
  	"version_shipping_lu_free_from" numeric DEFAULT 20000,
  	"version_bank_transfer_account_holder" varchar,
  	"version_bank_transfer_iban" varchar,
  	"version_bank_transfer_bic" varchar,
  	"version_indexing" boolean DEFAULT false,
  	"version_tag_manager_id" varchar,
  	"version_credit_label" varchar,
  	"version_credit_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_shop_settings_v_locales" (
  	"version_common_searches" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "delivery_calendar_closed_dates_locales" (
  	"reason" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "delivery_calendar_capacity_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"delivery_method" "enum_calendar_capacity_method" NOT NULL,
  	"orders" numeric NOT NULL
  );
  
  CREATE TABLE "_delivery_calendar_v_version_delivery_weekdays" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__delivery_calendar_v_version_delivery_weekdays",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
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
  
  CREATE TABLE "_delivery_calendar_v_version_pickup_weekdays" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__delivery_calendar_v_version_pickup_weekdays",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_delivery_calendar_v_version_closed_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_delivery_calendar_v_version_closed_dates_locales" (
  	"reason" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_delivery_calendar_v_version_capacity_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"delivery_method" "enum_calendar_capacity_method" NOT NULL,
  	"orders" numeric NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_delivery_calendar_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_order_cutoff" varchar DEFAULT '09:00' NOT NULL,
  	"version_delivery_from" varchar DEFAULT '08:00' NOT NULL,
  	"version_delivery_until" varchar DEFAULT '20:00' NOT NULL,
  	"version_pickup_until" varchar DEFAULT '15:00' NOT NULL,
  	"version_same_day_pickup_call_before" varchar DEFAULT '11:00' NOT NULL,
  	"version_belgian_holidays" boolean DEFAULT true,
  	"version_capacity_delivery_monday" numeric,
  	"version_capacity_delivery_tuesday" numeric,
  	"version_capacity_delivery_wednesday" numeric,
  	"version_capacity_delivery_thursday" numeric,
  	"version_capacity_delivery_friday" numeric,
  	"version_capacity_delivery_saturday" numeric,
  	"version_capacity_delivery_sunday" numeric,
  	"version_capacity_pickup_monday" numeric,
  	"version_capacity_pickup_tuesday" numeric,
  	"version_capacity_pickup_wednesday" numeric,
  	"version_capacity_pickup_thursday" numeric,
  	"version_capacity_pickup_friday" numeric,
  	"version_capacity_pickup_saturday" numeric,
  	"version_capacity_pickup_sunday" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_banner_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_enabled" boolean DEFAULT true,
  	"version_link_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_banner_v_locales" (
  	"version_message" varchar,
  	"version_link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "customers" ADD COLUMN "vat_number" varchar;
  ALTER TABLE "addresses" ADD COLUMN "fax" varchar;
  ALTER TABLE "orders" ADD COLUMN "billing_address_fax" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipping_address_fax" varchar;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_delivery_monday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_delivery_tuesday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_delivery_wednesday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_delivery_thursday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_delivery_friday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_delivery_saturday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_delivery_sunday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_pickup_monday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_pickup_tuesday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_pickup_wednesday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_pickup_thursday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_pickup_friday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_pickup_saturday" numeric;
  ALTER TABLE "delivery_calendar" ADD COLUMN "capacity_pickup_sunday" numeric;
  ALTER TABLE "shop_settings_gift_tiers" ADD CONSTRAINT "shop_settings_gift_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shop_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shop_settings_gift_tiers_locales" ADD CONSTRAINT "shop_settings_gift_tiers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shop_settings_gift_tiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shop_settings_v_version_gift_tiers" ADD CONSTRAINT "_shop_settings_v_version_gift_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shop_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shop_settings_v_version_gift_tiers_locales" ADD CONSTRAINT "_shop_settings_v_version_gift_tiers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shop_settings_v_version_gift_tiers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shop_settings_v_locales" ADD CONSTRAINT "_shop_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_shop_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "delivery_calendar_closed_dates_locales" ADD CONSTRAINT "delivery_calendar_closed_dates_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."delivery_calendar_closed_dates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "delivery_calendar_capacity_dates" ADD CONSTRAINT "delivery_calendar_capacity_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."delivery_calendar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_delivery_calendar_v_version_delivery_weekdays" ADD CONSTRAINT "_delivery_calendar_v_version_delivery_weekdays_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_delivery_calendar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_delivery_calendar_v_version_country_delivery_weekdays_nl" ADD CONSTRAINT "_delivery_calendar_v_version_country_delivery_weekdays_nl_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_delivery_calendar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_delivery_calendar_v_version_country_delivery_weekdays_fr" ADD CONSTRAINT "_delivery_calendar_v_version_country_delivery_weekdays_fr_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_delivery_calendar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_delivery_calendar_v_version_country_delivery_weekdays_de" ADD CONSTRAINT "_delivery_calendar_v_version_country_delivery_weekdays_de_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_delivery_calendar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_delivery_calendar_v_version_country_delivery_weekdays_lu" ADD CONSTRAINT "_delivery_calendar_v_version_country_delivery_weekdays_lu_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_delivery_calendar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_delivery_calendar_v_version_pickup_weekdays" ADD CONSTRAINT "_delivery_calendar_v_version_pickup_weekdays_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_delivery_calendar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_delivery_calendar_v_version_closed_dates" ADD CONSTRAINT "_delivery_calendar_v_version_closed_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_delivery_calendar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_delivery_calendar_v_version_closed_dates_locales" ADD CONSTRAINT "_delivery_calendar_v_version_closed_dates_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_delivery_calendar_v_version_closed_dates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_delivery_calendar_v_version_capacity_dates" ADD CONSTRAINT "_delivery_calendar_v_version_capacity_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_delivery_calendar_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banner_v_locales" ADD CONSTRAINT "_banner_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_banner_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "shop_settings_gift_tiers_order_idx" ON "shop_settings_gift_tiers" USING btree ("_order");
  CREATE INDEX "shop_settings_gift_tiers_parent_id_idx" ON "shop_settings_gift_tiers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "shop_settings_gift_tiers_locales_locale_parent_id_unique" ON "shop_settings_gift_tiers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_shop_settings_v_version_gift_tiers_order_idx" ON "_shop_settings_v_version_gift_tiers" USING btree ("_order");
  CREATE INDEX "_shop_settings_v_version_gift_tiers_parent_id_idx" ON "_shop_settings_v_version_gift_tiers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_shop_settings_v_version_gift_tiers_locales_locale_parent_id" ON "_shop_settings_v_version_gift_tiers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_shop_settings_v_created_at_idx" ON "_shop_settings_v" USING btree ("created_at");
  CREATE INDEX "_shop_settings_v_updated_at_idx" ON "_shop_settings_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_shop_settings_v_locales_locale_parent_id_unique" ON "_shop_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "delivery_calendar_closed_dates_locales_locale_parent_id_uniq" ON "delivery_calendar_closed_dates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "delivery_calendar_capacity_dates_order_idx" ON "delivery_calendar_capacity_dates" USING btree ("_order");
  CREATE INDEX "delivery_calendar_capacity_dates_parent_id_idx" ON "delivery_calendar_capacity_dates" USING btree ("_parent_id");
  CREATE INDEX "_delivery_calendar_v_version_delivery_weekdays_order_idx" ON "_delivery_calendar_v_version_delivery_weekdays" USING btree ("order");
  CREATE INDEX "_delivery_calendar_v_version_delivery_weekdays_parent_idx" ON "_delivery_calendar_v_version_delivery_weekdays" USING btree ("parent_id");
  CREATE INDEX "_delivery_calendar_v_version_country_delivery_weekdays_nl_order_idx" ON "_delivery_calendar_v_version_country_delivery_weekdays_nl" USING btree ("order");
  CREATE INDEX "_delivery_calendar_v_version_country_delivery_weekdays_nl_parent_idx" ON "_delivery_calendar_v_version_country_delivery_weekdays_nl" USING btree ("parent_id");
  CREATE INDEX "_delivery_calendar_v_version_country_delivery_weekdays_fr_order_idx" ON "_delivery_calendar_v_version_country_delivery_weekdays_fr" USING btree ("order");
  CREATE INDEX "_delivery_calendar_v_version_country_delivery_weekdays_fr_parent_idx" ON "_delivery_calendar_v_version_country_delivery_weekdays_fr" USING btree ("parent_id");
  CREATE INDEX "_delivery_calendar_v_version_country_delivery_weekdays_de_order_idx" ON "_delivery_calendar_v_version_country_delivery_weekdays_de" USING btree ("order");
  CREATE INDEX "_delivery_calendar_v_version_country_delivery_weekdays_de_parent_idx" ON "_delivery_calendar_v_version_country_delivery_weekdays_de" USING btree ("parent_id");
  CREATE INDEX "_delivery_calendar_v_version_country_delivery_weekdays_lu_order_idx" ON "_delivery_calendar_v_version_country_delivery_weekdays_lu" USING btree ("order");
  CREATE INDEX "_delivery_calendar_v_version_country_delivery_weekdays_lu_parent_idx" ON "_delivery_calendar_v_version_country_delivery_weekdays_lu" USING btree ("parent_id");
  CREATE INDEX "_delivery_calendar_v_version_pickup_weekdays_order_idx" ON "_delivery_calendar_v_version_pickup_weekdays" USING btree ("order");
  CREATE INDEX "_delivery_calendar_v_version_pickup_weekdays_parent_idx" ON "_delivery_calendar_v_version_pickup_weekdays" USING btree ("parent_id");
  CREATE INDEX "_delivery_calendar_v_version_closed_dates_order_idx" ON "_delivery_calendar_v_version_closed_dates" USING btree ("_order");
  CREATE INDEX "_delivery_calendar_v_version_closed_dates_parent_id_idx" ON "_delivery_calendar_v_version_closed_dates" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_delivery_calendar_v_version_closed_dates_locales_locale_par" ON "_delivery_calendar_v_version_closed_dates_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_delivery_calendar_v_version_capacity_dates_order_idx" ON "_delivery_calendar_v_version_capacity_dates" USING btree ("_order");
  CREATE INDEX "_delivery_calendar_v_version_capacity_dates_parent_id_idx" ON "_delivery_calendar_v_version_capacity_dates" USING btree ("_parent_id");
  CREATE INDEX "_delivery_calendar_v_created_at_idx" ON "_delivery_calendar_v" USING btree ("created_at");
  CREATE INDEX "_delivery_calendar_v_updated_at_idx" ON "_delivery_calendar_v" USING btree ("updated_at");
  CREATE INDEX "_banner_v_created_at_idx" ON "_banner_v" USING btree ("created_at");
  CREATE INDEX "_banner_v_updated_at_idx" ON "_banner_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_banner_v_locales_locale_parent_id_unique" ON "_banner_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "shop_settings" DROP COLUMN "gift_tiers_gift";
  ALTER TABLE "shop_settings" DROP COLUMN "gift_tiers_better_gift";
  ALTER TABLE "shop_settings" DROP COLUMN "gift_tiers_premium";
  ALTER TABLE "shop_settings_locales" DROP COLUMN "gift_tiers_gift_name";
  ALTER TABLE "shop_settings_locales" DROP COLUMN "gift_tiers_better_gift_name";
  ALTER TABLE "shop_settings_locales" DROP COLUMN "gift_tiers_premium_name";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "shop_settings_gift_tiers" CASCADE;
  DROP TABLE "shop_settings_gift_tiers_locales" CASCADE;
  DROP TABLE "_shop_settings_v_version_gift_tiers" CASCADE;
  DROP TABLE "_shop_settings_v_version_gift_tiers_locales" CASCADE;
  DROP TABLE "_shop_settings_v" CASCADE;
  DROP TABLE "_shop_settings_v_locales" CASCADE;
  DROP TABLE "delivery_calendar_closed_dates_locales" CASCADE;
  DROP TABLE "delivery_calendar_capacity_dates" CASCADE;
  DROP TABLE "_delivery_calendar_v_version_delivery_weekdays" CASCADE;
  DROP TABLE "_delivery_calendar_v_version_country_delivery_weekdays_nl" CASCADE;
  DROP TABLE "_delivery_calendar_v_version_country_delivery_weekdays_fr" CASCADE;
  DROP TABLE "_delivery_calendar_v_version_country_delivery_weekdays_de" CASCADE;
  DROP TABLE "_delivery_calendar_v_version_country_delivery_weekdays_lu" CASCADE;
  DROP TABLE "_delivery_calendar_v_version_pickup_weekdays" CASCADE;
  DROP TABLE "_delivery_calendar_v_version_closed_dates" CASCADE;
  DROP TABLE "_delivery_calendar_v_version_closed_dates_locales" CASCADE;
  DROP TABLE "_delivery_calendar_v_version_capacity_dates" CASCADE;
  DROP TABLE "_delivery_calendar_v" CASCADE;
  DROP TABLE "_banner_v" CASCADE;
  DROP TABLE "_banner_v_locales" CASCADE;
  ALTER TABLE "shop_settings" ADD COLUMN "gift_tiers_gift" numeric DEFAULT 20000;
  ALTER TABLE "shop_settings" ADD COLUMN "gift_tiers_better_gift" numeric;
  ALTER TABLE "shop_settings" ADD COLUMN "gift_tiers_premium" numeric;
  ALTER TABLE "shop_settings_locales" ADD COLUMN "gift_tiers_gift_name" varchar;
  ALTER TABLE "shop_settings_locales" ADD COLUMN "gift_tiers_better_gift_name" varchar;
  ALTER TABLE "shop_settings_locales" ADD COLUMN "gift_tiers_premium_name" varchar;
  ALTER TABLE "customers" DROP COLUMN "vat_number";
  ALTER TABLE "addresses" DROP COLUMN "fax";
  ALTER TABLE "orders" DROP COLUMN "billing_address_fax";
  ALTER TABLE "orders" DROP COLUMN "shipping_address_fax";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_delivery_monday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_delivery_tuesday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_delivery_wednesday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_delivery_thursday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_delivery_friday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_delivery_saturday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_delivery_sunday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_pickup_monday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_pickup_tuesday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_pickup_wednesday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_pickup_thursday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_pickup_friday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_pickup_saturday";
  ALTER TABLE "delivery_calendar" DROP COLUMN "capacity_pickup_sunday";
  DROP TYPE "public"."enum_calendar_capacity_method";
  DROP TYPE "public"."enum__delivery_calendar_v_version_delivery_weekdays";
  DROP TYPE "public"."enum__delivery_calendar_v_version_country_delivery_weekdays_nl";
  DROP TYPE "public"."enum__delivery_calendar_v_version_country_delivery_weekdays_fr";
  DROP TYPE "public"."enum__delivery_calendar_v_version_country_delivery_weekdays_de";
  DROP TYPE "public"."enum__delivery_calendar_v_version_country_delivery_weekdays_lu";
  DROP TYPE "public"."enum__delivery_calendar_v_version_pickup_weekdays";`)
}
