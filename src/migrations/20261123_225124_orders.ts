import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'processing', 'ready', 'completed', 'cancelled');
  CREATE TYPE "public"."enum_orders_payment_status" AS ENUM('pending', 'paid', 'refunded', 'cancelled');
  CREATE TYPE "public"."enum_orders_shipping_status" AS ENUM('not-shipped', 'ready-for-pickup', 'out-for-delivery', 'delivered', 'picked-up');
  CREATE TYPE "public"."enum_orders_delivery_method" AS ENUM('delivery', 'pickup');
  CREATE TYPE "public"."enum_orders_locale" AS ENUM('nl', 'fr', 'en');
  CREATE TYPE "public"."enum_orders_billing_address_country" AS ENUM('BE', 'NL', 'FR', 'DE', 'LU');
  CREATE TYPE "public"."enum_orders_shipping_address_country" AS ENUM('BE', 'NL', 'FR', 'DE', 'LU');
  CREATE TABLE "orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"name" varchar,
  	"sku" varchar,
  	"unit" varchar,
  	"quantity" numeric NOT NULL,
  	"unit_price" numeric NOT NULL,
  	"vat_rate" numeric NOT NULL,
  	"total" numeric NOT NULL
  );
  
  CREATE TABLE "orders_vat" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"rate" numeric NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "orders_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"from" varchar,
  	"to" varchar,
  	"by" varchar,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'pending' NOT NULL,
  	"payment_status" "enum_orders_payment_status" DEFAULT 'pending' NOT NULL,
  	"shipping_status" "enum_orders_shipping_status" DEFAULT 'not-shipped' NOT NULL,
  	"delivery_method" "enum_orders_delivery_method" NOT NULL,
  	"delivery_date" varchar NOT NULL,
  	"payment_method" varchar,
  	"payment_reference" varchar,
  	"customer_id" integer,
  	"locale" "enum_orders_locale" DEFAULT 'nl',
  	"email" varchar,
  	"phone" varchar,
  	"billing_address_first_name" varchar NOT NULL,
  	"billing_address_last_name" varchar NOT NULL,
  	"billing_address_email" varchar NOT NULL,
  	"billing_address_phone" varchar NOT NULL,
  	"billing_address_company" varchar,
  	"billing_address_vat_number" varchar,
  	"billing_address_street" varchar NOT NULL,
  	"billing_address_house_number" varchar NOT NULL,
  	"billing_address_postcode" varchar NOT NULL,
  	"billing_address_city" varchar NOT NULL,
  	"billing_address_country" "enum_orders_billing_address_country" DEFAULT 'BE' NOT NULL,
  	"billing_address_extra_info" varchar,
  	"shipping_address_first_name" varchar,
  	"shipping_address_last_name" varchar,
  	"shipping_address_email" varchar,
  	"shipping_address_phone" varchar,
  	"shipping_address_company" varchar,
  	"shipping_address_vat_number" varchar,
  	"shipping_address_street" varchar,
  	"shipping_address_house_number" varchar,
  	"shipping_address_postcode" varchar,
  	"shipping_address_city" varchar,
  	"shipping_address_country" "enum_orders_shipping_address_country",
  	"shipping_address_extra_info" varchar,
  	"subtotal" numeric NOT NULL,
  	"shipping" numeric NOT NULL,
  	"discount" numeric NOT NULL,
  	"total" numeric NOT NULL,
  	"guest_id" varchar,
  	"idempotency_key" varchar,
  	"stock_returned" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "carts" ADD COLUMN "checkout" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_vat" ADD CONSTRAINT "orders_vat_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_history" ADD CONSTRAINT "orders_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_lines_order_idx" ON "orders_lines" USING btree ("_order");
  CREATE INDEX "orders_lines_parent_id_idx" ON "orders_lines" USING btree ("_parent_id");
  CREATE INDEX "orders_lines_product_idx" ON "orders_lines" USING btree ("product_id");
  CREATE INDEX "orders_vat_order_idx" ON "orders_vat" USING btree ("_order");
  CREATE INDEX "orders_vat_parent_id_idx" ON "orders_vat" USING btree ("_parent_id");
  CREATE INDEX "orders_history_order_idx" ON "orders_history" USING btree ("_order");
  CREATE INDEX "orders_history_parent_id_idx" ON "orders_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");
  CREATE INDEX "orders_delivery_date_idx" ON "orders" USING btree ("delivery_date");
  CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");
  CREATE INDEX "orders_guest_id_idx" ON "orders" USING btree ("guest_id");
  CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");`)
  // One counter per year for readable order numbers, moved on in the order's transaction.
  await db.execute(sql`
   CREATE TABLE "order_sequences" ("year" integer PRIMARY KEY, "last" integer NOT NULL);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "order_sequences";`)
  await db.execute(sql`
   ALTER TABLE "orders_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_vat" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders_lines" CASCADE;
  DROP TABLE "orders_vat" CASCADE;
  DROP TABLE "orders_history" CASCADE;
  DROP TABLE "orders" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  ALTER TABLE "carts" DROP COLUMN "checkout";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_payment_status";
  DROP TYPE "public"."enum_orders_shipping_status";
  DROP TYPE "public"."enum_orders_delivery_method";
  DROP TYPE "public"."enum_orders_locale";
  DROP TYPE "public"."enum_orders_billing_address_country";
  DROP TYPE "public"."enum_orders_shipping_address_country";`)
}
