import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_discounts_kind" AS ENUM('percentage', 'fixed', 'free-shipping');
  CREATE TABLE "discounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"kind" "enum_discounts_kind" DEFAULT 'percentage' NOT NULL,
  	"value" numeric DEFAULT 0,
  	"active" boolean DEFAULT true,
  	"valid_from" varchar,
  	"valid_until" varchar,
  	"minimum_cents" numeric,
  	"usage_limit" numeric,
  	"per_customer_limit" numeric,
  	"uses" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "discounts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" numeric
  );
  
  CREATE TABLE "discount_uses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"discount_id" integer NOT NULL,
  	"order_id" integer NOT NULL,
  	"shopper" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shop_settings_locales" (
  	"gift_tiers_gift_name" varchar,
  	"gift_tiers_better_gift_name" varchar,
  	"gift_tiers_premium_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "carts" ADD COLUMN "discount_code" varchar;
  ALTER TABLE "carts" ADD COLUMN "discount_dropped" varchar;
  ALTER TABLE "orders" ADD COLUMN "discount_code" varchar;
  ALTER TABLE "orders" ADD COLUMN "discount_returned" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "discounts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "discount_uses_id" integer;
  ALTER TABLE "discounts_rels" ADD CONSTRAINT "discounts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "discounts_rels" ADD CONSTRAINT "discounts_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shop_settings_locales" ADD CONSTRAINT "shop_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shop_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "discounts_code_idx" ON "discounts" USING btree ("code");
  CREATE INDEX "discounts_updated_at_idx" ON "discounts" USING btree ("updated_at");
  CREATE INDEX "discounts_created_at_idx" ON "discounts" USING btree ("created_at");
  CREATE INDEX "discounts_rels_order_idx" ON "discounts_rels" USING btree ("order");
  CREATE INDEX "discounts_rels_parent_idx" ON "discounts_rels" USING btree ("parent_id");
  CREATE INDEX "discounts_rels_path_idx" ON "discounts_rels" USING btree ("path");
  CREATE INDEX "discounts_rels_categories_id_idx" ON "discounts_rels" USING btree ("categories_id");
  CREATE INDEX "discount_uses_discount_idx" ON "discount_uses" USING btree ("discount_id");
  CREATE UNIQUE INDEX "discount_uses_order_idx" ON "discount_uses" USING btree ("order_id");
  CREATE INDEX "discount_uses_shopper_idx" ON "discount_uses" USING btree ("shopper");
  CREATE INDEX "discount_uses_updated_at_idx" ON "discount_uses" USING btree ("updated_at");
  CREATE INDEX "discount_uses_created_at_idx" ON "discount_uses" USING btree ("created_at");
  CREATE UNIQUE INDEX "shop_settings_locales_locale_parent_id_unique" ON "shop_settings_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_discounts_fk" FOREIGN KEY ("discounts_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_discount_uses_fk" FOREIGN KEY ("discount_uses_id") REFERENCES "public"."discount_uses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_discounts_id_idx" ON "payload_locked_documents_rels" USING btree ("discounts_id");
  CREATE INDEX "payload_locked_documents_rels_discount_uses_id_idx" ON "payload_locked_documents_rels" USING btree ("discount_uses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "discounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "discounts_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "discount_uses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shop_settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "discounts" CASCADE;
  DROP TABLE "discounts_rels" CASCADE;
  DROP TABLE "discount_uses" CASCADE;
  DROP TABLE "shop_settings_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_discounts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_discount_uses_fk";
  
  DROP INDEX "payload_locked_documents_rels_discounts_id_idx";
  DROP INDEX "payload_locked_documents_rels_discount_uses_id_idx";
  ALTER TABLE "carts" DROP COLUMN "discount_code";
  ALTER TABLE "carts" DROP COLUMN "discount_dropped";
  ALTER TABLE "orders" DROP COLUMN "discount_code";
  ALTER TABLE "orders" DROP COLUMN "discount_returned";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "discounts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "discount_uses_id";
  DROP TYPE "public"."enum_discounts_kind";`)
}
