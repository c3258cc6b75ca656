import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_nop_order_records_stage" AS ENUM('claimed', 'uncertain', 'placed');
  CREATE TYPE "public"."enum_nop_order_records_locale" AS ENUM('nl', 'fr', 'en');
  CREATE TYPE "public"."enum_nop_order_records_delivery_method" AS ENUM('delivery', 'pickup');
  CREATE TABLE "nop_order_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"idempotency_key" varchar NOT NULL,
  	"stage" "enum_nop_order_records_stage" DEFAULT 'claimed' NOT NULL,
  	"nop_order_id" numeric,
  	"number" varchar,
  	"locale" "enum_nop_order_records_locale" DEFAULT 'nl',
  	"delivery_method" "enum_nop_order_records_delivery_method",
  	"delivery_date" varchar,
  	"payment_method" varchar,
  	"sealed_session" varchar,
  	"last_seen" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "nop_order_records_id" integer;
  CREATE UNIQUE INDEX "nop_order_records_idempotency_key_idx" ON "nop_order_records" USING btree ("idempotency_key");
  CREATE UNIQUE INDEX "nop_order_records_nop_order_id_idx" ON "nop_order_records" USING btree ("nop_order_id");
  CREATE INDEX "nop_order_records_updated_at_idx" ON "nop_order_records" USING btree ("updated_at");
  CREATE INDEX "nop_order_records_created_at_idx" ON "nop_order_records" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_nop_order_records_fk" FOREIGN KEY ("nop_order_records_id") REFERENCES "public"."nop_order_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_nop_order_records_id_idx" ON "payload_locked_documents_rels" USING btree ("nop_order_records_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "nop_order_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "nop_order_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_nop_order_records_fk";
  
  DROP INDEX "payload_locked_documents_rels_nop_order_records_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "nop_order_records_id";
  DROP TYPE "public"."enum_nop_order_records_stage";
  DROP TYPE "public"."enum_nop_order_records_locale";
  DROP TYPE "public"."enum_nop_order_records_delivery_method";`)
}
