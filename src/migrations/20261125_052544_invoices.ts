import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "invoice_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "invoice_date" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "payment_mail_sent" boolean DEFAULT false;
  ALTER TABLE "shop_settings" ADD COLUMN "vat_number" varchar DEFAULT 'BE 0123.456.789' NOT NULL;
  CREATE UNIQUE INDEX "orders_invoice_number_idx" ON "orders" USING btree ("invoice_number");`)
  // One counter per year for gap-free invoice numbers, moved on when an order becomes paid.
  await db.execute(sql`
   CREATE TABLE "invoice_sequences" ("year" integer PRIMARY KEY, "last" integer NOT NULL);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "invoice_sequences";`)
  await db.execute(sql`
   DROP INDEX "orders_invoice_number_idx";
  ALTER TABLE "orders" DROP COLUMN "invoice_number";
  ALTER TABLE "orders" DROP COLUMN "invoice_date";
  ALTER TABLE "orders" DROP COLUMN "payment_mail_sent";
  ALTER TABLE "shop_settings" DROP COLUMN "vat_number";`)
}
