import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_customers_gender" AS ENUM('male', 'female', 'unspecified');
  CREATE TYPE "public"."enum_carts_delivery_method" AS ENUM('delivery', 'pickup');
  CREATE TYPE "public"."enum_carts_country" AS ENUM('BE', 'NL', 'FR', 'DE', 'LU');
  CREATE TYPE "public"."enum_delivery_calendar_delivery_weekdays" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum_delivery_calendar_pickup_weekdays" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TABLE "carts_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"quantity" numeric NOT NULL
  );
  
  CREATE TABLE "carts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"guest_id" varchar,
  	"customer_id" integer,
  	"delivery_method" "enum_carts_delivery_method" DEFAULT 'delivery' NOT NULL,
  	"delivery_date" varchar,
  	"country" "enum_carts_country" DEFAULT 'BE' NOT NULL,
  	"terms_accepted" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "delivery_calendar_delivery_weekdays" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_delivery_calendar_delivery_weekdays",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "delivery_calendar_pickup_weekdays" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_delivery_calendar_pickup_weekdays",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "delivery_calendar_closed_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "delivery_calendar" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_cutoff" varchar DEFAULT '09:00' NOT NULL,
  	"pickup_until" varchar DEFAULT '15:00' NOT NULL,
  	"belgian_holidays" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  UPDATE "customers" SET "first_name" = '' WHERE "first_name" IS NULL;
  UPDATE "customers" SET "last_name" = '' WHERE "last_name" IS NULL;
  ALTER TABLE "customers" ALTER COLUMN "first_name" SET NOT NULL;
  ALTER TABLE "customers" ALTER COLUMN "last_name" SET NOT NULL;
  ALTER TABLE "customers" ADD COLUMN "gender" "enum_customers_gender";
  ALTER TABLE "customers" ADD COLUMN "phone" varchar;
  ALTER TABLE "customers" ADD COLUMN "birth_date" timestamp(3) with time zone;
  ALTER TABLE "customers" ADD COLUMN "company" varchar;
  ALTER TABLE "customers" ADD COLUMN "newsletter" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "carts_id" integer;
  ALTER TABLE "carts_lines" ADD CONSTRAINT "carts_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts_lines" ADD CONSTRAINT "carts_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "delivery_calendar_delivery_weekdays" ADD CONSTRAINT "delivery_calendar_delivery_weekdays_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."delivery_calendar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "delivery_calendar_pickup_weekdays" ADD CONSTRAINT "delivery_calendar_pickup_weekdays_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."delivery_calendar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "delivery_calendar_closed_dates" ADD CONSTRAINT "delivery_calendar_closed_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."delivery_calendar"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "carts_lines_order_idx" ON "carts_lines" USING btree ("_order");
  CREATE INDEX "carts_lines_parent_id_idx" ON "carts_lines" USING btree ("_parent_id");
  CREATE INDEX "carts_lines_product_idx" ON "carts_lines" USING btree ("product_id");
  CREATE UNIQUE INDEX "carts_guest_id_idx" ON "carts" USING btree ("guest_id");
  CREATE UNIQUE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id");
  CREATE INDEX "carts_updated_at_idx" ON "carts" USING btree ("updated_at");
  CREATE INDEX "carts_created_at_idx" ON "carts" USING btree ("created_at");
  CREATE INDEX "delivery_calendar_delivery_weekdays_order_idx" ON "delivery_calendar_delivery_weekdays" USING btree ("order");
  CREATE INDEX "delivery_calendar_delivery_weekdays_parent_idx" ON "delivery_calendar_delivery_weekdays" USING btree ("parent_id");
  CREATE INDEX "delivery_calendar_pickup_weekdays_order_idx" ON "delivery_calendar_pickup_weekdays" USING btree ("order");
  CREATE INDEX "delivery_calendar_pickup_weekdays_parent_idx" ON "delivery_calendar_pickup_weekdays" USING btree ("parent_id");
  CREATE INDEX "delivery_calendar_closed_dates_order_idx" ON "delivery_calendar_closed_dates" USING btree ("_order");
  CREATE INDEX "delivery_calendar_closed_dates_parent_id_idx" ON "delivery_calendar_closed_dates" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carts_fk" FOREIGN KEY ("carts_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_carts_id_idx" ON "payload_locked_documents_rels" USING btree ("carts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "carts_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "carts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "delivery_calendar_delivery_weekdays" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "delivery_calendar_pickup_weekdays" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "delivery_calendar_closed_dates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "delivery_calendar" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "carts_lines" CASCADE;
  DROP TABLE "carts" CASCADE;
  DROP TABLE "delivery_calendar_delivery_weekdays" CASCADE;
  DROP TABLE "delivery_calendar_pickup_weekdays" CASCADE;
  DROP TABLE "delivery_calendar_closed_dates" CASCADE;
  DROP TABLE "delivery_calendar" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_carts_fk";
  
  DROP INDEX "payload_locked_documents_rels_carts_id_idx";
  ALTER TABLE "customers" ALTER COLUMN "first_name" DROP NOT NULL;
  ALTER TABLE "customers" ALTER COLUMN "last_name" DROP NOT NULL;
  ALTER TABLE "customers" DROP COLUMN "gender";
  ALTER TABLE "customers" DROP COLUMN "phone";
  ALTER TABLE "customers" DROP COLUMN "birth_date";
  ALTER TABLE "customers" DROP COLUMN "company";
  ALTER TABLE "customers" DROP COLUMN "newsletter";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "carts_id";
  DROP TYPE "public"."enum_customers_gender";
  DROP TYPE "public"."enum_carts_delivery_method";
  DROP TYPE "public"."enum_carts_country";
  DROP TYPE "public"."enum_delivery_calendar_delivery_weekdays";
  DROP TYPE "public"."enum_delivery_calendar_pickup_weekdays";`)
}
