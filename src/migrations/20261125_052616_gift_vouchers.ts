import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_gift_cards_currency" AS ENUM('EUR');
  CREATE TYPE "public"."enum_gift_cards_locale" AS ENUM('nl', 'fr', 'en');
  CREATE TYPE "public"."enum_gift_card_transactions_kind" AS ENUM('issued', 'redeemed', 'returned');
  CREATE TABLE "orders_gift_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"gift_card_id" integer,
  	"code" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"remaining" numeric
  );
  
  CREATE TABLE "gift_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"amount" numeric NOT NULL,
  	"balance" numeric NOT NULL,
  	"currency" "enum_gift_cards_currency" DEFAULT 'EUR' NOT NULL,
  	"order_id" integer,
  	"order_line" varchar,
  	"locale" "enum_gift_cards_locale" DEFAULT 'nl',
  	"recipient_name" varchar,
  	"recipient_email" varchar,
  	"sender_name" varchar,
  	"sender_email" varchar,
  	"message" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "gift_card_transactions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"gift_card_id" integer NOT NULL,
  	"kind" "enum_gift_card_transactions_kind" NOT NULL,
  	"amount" numeric NOT NULL,
  	"balance_after" numeric NOT NULL,
  	"order_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "carts_lines" ADD COLUMN "gift_card_recipient_name" varchar;
  ALTER TABLE "carts_lines" ADD COLUMN "gift_card_recipient_email" varchar;
  ALTER TABLE "carts_lines" ADD COLUMN "gift_card_sender_name" varchar;
  ALTER TABLE "carts_lines" ADD COLUMN "gift_card_sender_email" varchar;
  ALTER TABLE "carts_lines" ADD COLUMN "gift_card_message" varchar;
  ALTER TABLE "carts" ADD COLUMN "gift_card_code" varchar;
  ALTER TABLE "orders_lines" ADD COLUMN "gift_card_recipient_name" varchar;
  ALTER TABLE "orders_lines" ADD COLUMN "gift_card_recipient_email" varchar;
  ALTER TABLE "orders_lines" ADD COLUMN "gift_card_sender_name" varchar;
  ALTER TABLE "orders_lines" ADD COLUMN "gift_card_sender_email" varchar;
  ALTER TABLE "orders_lines" ADD COLUMN "gift_card_message" varchar;
  ALTER TABLE "orders_lines" ADD COLUMN "gift_card_amount" numeric;
  ALTER TABLE "orders" ADD COLUMN "gift_cards_issued" boolean DEFAULT false;
  ALTER TABLE "orders" ADD COLUMN "gift_cards_returned" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gift_cards_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gift_card_transactions_id" integer;
  ALTER TABLE "orders_gift_cards" ADD CONSTRAINT "orders_gift_cards_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_gift_cards" ADD CONSTRAINT "orders_gift_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_gift_cards_order_idx" ON "orders_gift_cards" USING btree ("_order");
  CREATE INDEX "orders_gift_cards_parent_id_idx" ON "orders_gift_cards" USING btree ("_parent_id");
  CREATE INDEX "orders_gift_cards_gift_card_idx" ON "orders_gift_cards" USING btree ("gift_card_id");
  CREATE UNIQUE INDEX "gift_cards_code_idx" ON "gift_cards" USING btree ("code");
  CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("order_id");
  CREATE INDEX "gift_cards_order_line_idx" ON "gift_cards" USING btree ("order_line");
  CREATE INDEX "gift_cards_updated_at_idx" ON "gift_cards" USING btree ("updated_at");
  CREATE INDEX "gift_cards_created_at_idx" ON "gift_cards" USING btree ("created_at");
  CREATE INDEX "gift_card_transactions_gift_card_idx" ON "gift_card_transactions" USING btree ("gift_card_id");
  CREATE INDEX "gift_card_transactions_order_idx" ON "gift_card_transactions" USING btree ("order_id");
  CREATE INDEX "gift_card_transactions_updated_at_idx" ON "gift_card_transactions" USING btree ("updated_at");
  CREATE INDEX "gift_card_transactions_created_at_idx" ON "gift_card_transactions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gift_cards_fk" FOREIGN KEY ("gift_cards_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gift_card_transactions_fk" FOREIGN KEY ("gift_card_transactions_id") REFERENCES "public"."gift_card_transactions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_gift_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("gift_cards_id");
  CREATE INDEX "payload_locked_documents_rels_gift_card_transactions_id_idx" ON "payload_locked_documents_rels" USING btree ("gift_card_transactions_id");`)
  // The shop takes from a balance only with a conditional update; the database refuses any other
  // way below zero too.
  await db.execute(
    sql`ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_balance_not_negative" CHECK ("balance" >= 0)`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders_gift_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gift_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gift_card_transactions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders_gift_cards" CASCADE;
  DROP TABLE "gift_cards" CASCADE;
  DROP TABLE "gift_card_transactions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gift_cards_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gift_card_transactions_fk";
  
  DROP INDEX "payload_locked_documents_rels_gift_cards_id_idx";
  DROP INDEX "payload_locked_documents_rels_gift_card_transactions_id_idx";
  ALTER TABLE "carts_lines" DROP COLUMN "gift_card_recipient_name";
  ALTER TABLE "carts_lines" DROP COLUMN "gift_card_recipient_email";
  ALTER TABLE "carts_lines" DROP COLUMN "gift_card_sender_name";
  ALTER TABLE "carts_lines" DROP COLUMN "gift_card_sender_email";
  ALTER TABLE "carts_lines" DROP COLUMN "gift_card_message";
  ALTER TABLE "carts" DROP COLUMN "gift_card_code";
  ALTER TABLE "orders_lines" DROP COLUMN "gift_card_recipient_name";
  ALTER TABLE "orders_lines" DROP COLUMN "gift_card_recipient_email";
  ALTER TABLE "orders_lines" DROP COLUMN "gift_card_sender_name";
  ALTER TABLE "orders_lines" DROP COLUMN "gift_card_sender_email";
  ALTER TABLE "orders_lines" DROP COLUMN "gift_card_message";
  ALTER TABLE "orders_lines" DROP COLUMN "gift_card_amount";
  ALTER TABLE "orders" DROP COLUMN "gift_cards_issued";
  ALTER TABLE "orders" DROP COLUMN "gift_cards_returned";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gift_cards_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gift_card_transactions_id";
  DROP TYPE "public"."enum_gift_cards_currency";
  DROP TYPE "public"."enum_gift_cards_locale";
  DROP TYPE "public"."enum_gift_card_transactions_kind";`)
}
