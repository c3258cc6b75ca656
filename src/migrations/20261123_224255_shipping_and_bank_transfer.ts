import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shop_settings" ADD COLUMN "shipping_be_rate" numeric DEFAULT 995 NOT NULL;
  ALTER TABLE "shop_settings" ADD COLUMN "shipping_be_free_from" numeric DEFAULT 15000;
  ALTER TABLE "shop_settings" ADD COLUMN "shipping_nl_rate" numeric DEFAULT 1295 NOT NULL;
  ALTER TABLE "shop_settings" ADD COLUMN "shipping_nl_free_from" numeric DEFAULT 20000;
  ALTER TABLE "shop_settings" ADD COLUMN "shipping_fr_rate" numeric DEFAULT 1495 NOT NULL;
  ALTER TABLE "shop_settings" ADD COLUMN "shipping_fr_free_from" numeric DEFAULT 25000;
  ALTER TABLE "shop_settings" ADD COLUMN "shipping_de_rate" numeric DEFAULT 1495 NOT NULL;
  ALTER TABLE "shop_settings" ADD COLUMN "shipping_de_free_from" numeric DEFAULT 25000;
  ALTER TABLE "shop_settings" ADD COLUMN "shipping_lu_rate" numeric DEFAULT 1295 NOT NULL;
  ALTER TABLE "shop_settings" ADD COLUMN "shipping_lu_free_from" numeric DEFAULT 20000;
  ALTER TABLE "shop_settings" ADD COLUMN "bank_transfer_account_holder" varchar;
  ALTER TABLE "shop_settings" ADD COLUMN "bank_transfer_iban" varchar;
  ALTER TABLE "shop_settings" ADD COLUMN "bank_transfer_bic" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shop_settings" DROP COLUMN "shipping_be_rate";
  ALTER TABLE "shop_settings" DROP COLUMN "shipping_be_free_from";
  ALTER TABLE "shop_settings" DROP COLUMN "shipping_nl_rate";
  ALTER TABLE "shop_settings" DROP COLUMN "shipping_nl_free_from";
  ALTER TABLE "shop_settings" DROP COLUMN "shipping_fr_rate";
  ALTER TABLE "shop_settings" DROP COLUMN "shipping_fr_free_from";
  ALTER TABLE "shop_settings" DROP COLUMN "shipping_de_rate";
  ALTER TABLE "shop_settings" DROP COLUMN "shipping_de_free_from";
  ALTER TABLE "shop_settings" DROP COLUMN "shipping_lu_rate";
  ALTER TABLE "shop_settings" DROP COLUMN "shipping_lu_free_from";
  ALTER TABLE "shop_settings" DROP COLUMN "bank_transfer_account_holder";
  ALTER TABLE "shop_settings" DROP COLUMN "bank_transfer_iban";
  ALTER TABLE "shop_settings" DROP COLUMN "bank_transfer_bic";`)
}
