import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** A button of a hero, a BBQ block or a call to action may lead to a page picked by name. */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_blocks_hero_link_target" ADD VALUE 'page' BEFORE 'url';
  ALTER TYPE "public"."enum_pages_blocks_bbq_link_target" ADD VALUE 'page' BEFORE 'url';
  ALTER TYPE "public"."enum_pages_blocks_call_to_action_link_target" ADD VALUE 'page' BEFORE 'url';
  ALTER TYPE "public"."enum__pages_v_blocks_hero_link_target" ADD VALUE 'page' BEFORE 'url';
  ALTER TYPE "public"."enum__pages_v_blocks_bbq_link_target" ADD VALUE 'page' BEFORE 'url';
  ALTER TYPE "public"."enum__pages_v_blocks_call_to_action_link_target" ADD VALUE 'page' BEFORE 'url';
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "pages_blocks_bbq" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "pages_blocks_call_to_action" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "_pages_v_blocks_bbq" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_bbq" ADD CONSTRAINT "pages_blocks_bbq_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_bbq" ADD CONSTRAINT "_pages_v_blocks_bbq_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_link_link_page_idx" ON "pages_blocks_hero" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_bbq_link_link_page_idx" ON "pages_blocks_bbq" USING btree ("link_page_id");
  CREATE INDEX "pages_blocks_call_to_action_link_link_page_idx" ON "pages_blocks_call_to_action" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_hero_link_link_page_idx" ON "_pages_v_blocks_hero" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_bbq_link_link_page_idx" ON "_pages_v_blocks_bbq" USING btree ("link_page_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_link_link_page_idx" ON "_pages_v_blocks_call_to_action" USING btree ("link_page_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero" DROP CONSTRAINT "pages_blocks_hero_link_page_id_pages_id_fk";
  
  ALTER TABLE "pages_blocks_bbq" DROP CONSTRAINT "pages_blocks_bbq_link_page_id_pages_id_fk";
  
  ALTER TABLE "pages_blocks_call_to_action" DROP CONSTRAINT "pages_blocks_call_to_action_link_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero" DROP CONSTRAINT "_pages_v_blocks_hero_link_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_bbq" DROP CONSTRAINT "_pages_v_blocks_bbq_link_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP CONSTRAINT "_pages_v_blocks_call_to_action_link_page_id_pages_id_fk";
  
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "link_target" SET DATA TYPE text;
  UPDATE "pages_blocks_hero" SET "link_target" = 'products' WHERE "link_target" = 'page';
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "link_target" SET DEFAULT 'products'::text;
  DROP TYPE "public"."enum_pages_blocks_hero_link_target";
  CREATE TYPE "public"."enum_pages_blocks_hero_link_target" AS ENUM('home', 'about', 'products', 'category', 'inspiration', 'news', 'delivery', 'contact', 'faq', 'giftVoucher', 'tester', 'cart', 'url');
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "link_target" SET DEFAULT 'products'::"public"."enum_pages_blocks_hero_link_target";
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "link_target" SET DATA TYPE "public"."enum_pages_blocks_hero_link_target" USING "link_target"::"public"."enum_pages_blocks_hero_link_target";
  ALTER TABLE "pages_blocks_bbq" ALTER COLUMN "link_target" SET DATA TYPE text;
  UPDATE "pages_blocks_bbq" SET "link_target" = 'products' WHERE "link_target" = 'page';
  ALTER TABLE "pages_blocks_bbq" ALTER COLUMN "link_target" SET DEFAULT 'products'::text;
  DROP TYPE "public"."enum_pages_blocks_bbq_link_target";
  CREATE TYPE "public"."enum_pages_blocks_bbq_link_target" AS ENUM('home', 'about', 'products', 'category', 'inspiration', 'news', 'delivery', 'contact', 'faq', 'giftVoucher', 'tester', 'cart', 'url');
  ALTER TABLE "pages_blocks_bbq" ALTER COLUMN "link_target" SET DEFAULT 'products'::"public"."enum_pages_blocks_bbq_link_target";
  ALTER TABLE "pages_blocks_bbq" ALTER COLUMN "link_target" SET DATA TYPE "public"."enum_pages_blocks_bbq_link_target" USING "link_target"::"public"."enum_pages_blocks_bbq_link_target";
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "link_target" SET DATA TYPE text;
  UPDATE "pages_blocks_call_to_action" SET "link_target" = 'products' WHERE "link_target" = 'page';
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "link_target" SET DEFAULT 'products'::text;
  DROP TYPE "public"."enum_pages_blocks_call_to_action_link_target";
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_link_target" AS ENUM('home', 'about', 'products', 'category', 'inspiration', 'news', 'delivery', 'contact', 'faq', 'giftVoucher', 'tester', 'cart', 'url');
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "link_target" SET DEFAULT 'products'::"public"."enum_pages_blocks_call_to_action_link_target";
  ALTER TABLE "pages_blocks_call_to_action" ALTER COLUMN "link_target" SET DATA TYPE "public"."enum_pages_blocks_call_to_action_link_target" USING "link_target"::"public"."enum_pages_blocks_call_to_action_link_target";
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "link_target" SET DATA TYPE text;
  UPDATE "_pages_v_blocks_hero" SET "link_target" = 'products' WHERE "link_target" = 'page';
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "link_target" SET DEFAULT 'products'::text;
  DROP TYPE "public"."enum__pages_v_blocks_hero_link_target";
  CREATE TYPE "public"."enum__pages_v_blocks_hero_link_target" AS ENUM('home', 'about', 'products', 'category', 'inspiration', 'news', 'delivery', 'contact', 'faq', 'giftVoucher', 'tester', 'cart', 'url');
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "link_target" SET DEFAULT 'products'::"public"."enum__pages_v_blocks_hero_link_target";
  ALTER TABLE "_pages_v_blocks_hero" ALTER COLUMN "link_target" SET DATA TYPE "public"."enum__pages_v_blocks_hero_link_target" USING "link_target"::"public"."enum__pages_v_blocks_hero_link_target";
  ALTER TABLE "_pages_v_blocks_bbq" ALTER COLUMN "link_target" SET DATA TYPE text;
  UPDATE "_pages_v_blocks_bbq" SET "link_target" = 'products' WHERE "link_target" = 'page';
  ALTER TABLE "_pages_v_blocks_bbq" ALTER COLUMN "link_target" SET DEFAULT 'products'::text;
  DROP TYPE "public"."enum__pages_v_blocks_bbq_link_target";
  CREATE TYPE "public"."enum__pages_v_blocks_bbq_link_target" AS ENUM('home', 'about', 'products', 'category', 'inspiration', 'news', 'delivery', 'contact', 'faq', 'giftVoucher', 'tester', 'cart', 'url');
  ALTER TABLE "_pages_v_blocks_bbq" ALTER COLUMN "link_target" SET DEFAULT 'products'::"public"."enum__pages_v_blocks_bbq_link_target";
  ALTER TABLE "_pages_v_blocks_bbq" ALTER COLUMN "link_target" SET DATA TYPE "public"."enum__pages_v_blocks_bbq_link_target" USING "link_target"::"public"."enum__pages_v_blocks_bbq_link_target";
  ALTER TABLE "_pages_v_blocks_call_to_action" ALTER COLUMN "link_target" SET DATA TYPE text;
  UPDATE "_pages_v_blocks_call_to_action" SET "link_target" = 'products' WHERE "link_target" = 'page';
  ALTER TABLE "_pages_v_blocks_call_to_action" ALTER COLUMN "link_target" SET DEFAULT 'products'::text;
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_link_target";
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_link_target" AS ENUM('home', 'about', 'products', 'category', 'inspiration', 'news', 'delivery', 'contact', 'faq', 'giftVoucher', 'tester', 'cart', 'url');
  ALTER TABLE "_pages_v_blocks_call_to_action" ALTER COLUMN "link_target" SET DEFAULT 'products'::"public"."enum__pages_v_blocks_call_to_action_link_target";
  ALTER TABLE "_pages_v_blocks_call_to_action" ALTER COLUMN "link_target" SET DATA TYPE "public"."enum__pages_v_blocks_call_to_action_link_target" USING "link_target"::"public"."enum__pages_v_blocks_call_to_action_link_target";
  DROP INDEX "pages_blocks_hero_link_link_page_idx";
  DROP INDEX "pages_blocks_bbq_link_link_page_idx";
  DROP INDEX "pages_blocks_call_to_action_link_link_page_idx";
  DROP INDEX "_pages_v_blocks_hero_link_link_page_idx";
  DROP INDEX "_pages_v_blocks_bbq_link_link_page_idx";
  DROP INDEX "_pages_v_blocks_call_to_action_link_link_page_idx";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "link_page_id";
  ALTER TABLE "pages_blocks_bbq" DROP COLUMN "link_page_id";
  ALTER TABLE "pages_blocks_call_to_action" DROP COLUMN "link_page_id";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "link_page_id";
  ALTER TABLE "_pages_v_blocks_bbq" DROP COLUMN "link_page_id";
  ALTER TABLE "_pages_v_blocks_call_to_action" DROP COLUMN "link_page_id";`)
}
