import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_translation_missing" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum__products_v_version_translation_missing" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_pages_translation_missing" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum__pages_v_version_translation_missing" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_posts_translation_missing" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum__posts_v_version_translation_missing" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum_tests_translation_missing" AS ENUM('fr', 'en');
  CREATE TYPE "public"."enum__tests_v_version_translation_missing" AS ENUM('fr', 'en');
  CREATE TABLE "products_translation_missing" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_translation_missing",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v_version_translation_missing" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_translation_missing",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_translation_missing" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pages_translation_missing",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_translation_missing" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_version_translation_missing",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "posts_translation_missing" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_posts_translation_missing",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_posts_v_version_translation_missing" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__posts_v_version_translation_missing",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "tests_translation_missing" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_tests_translation_missing",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_tests_v_version_translation_missing" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__tests_v_version_translation_missing",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "translation_nl_saved_at" timestamp(3) with time zone;
  ALTER TABLE "products" ADD COLUMN "translation_fr_saved_at" timestamp(3) with time zone;
  ALTER TABLE "products" ADD COLUMN "translation_en_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_products_v" ADD COLUMN "version_translation_nl_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_products_v" ADD COLUMN "version_translation_fr_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_products_v" ADD COLUMN "version_translation_en_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_products_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "pages" ADD COLUMN "translation_nl_saved_at" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "translation_fr_saved_at" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "translation_en_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_translation_nl_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_translation_fr_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_translation_en_saved_at" timestamp(3) with time zone;
  ALTER TABLE "posts" ADD COLUMN "translation_nl_saved_at" timestamp(3) with time zone;
  ALTER TABLE "posts" ADD COLUMN "translation_fr_saved_at" timestamp(3) with time zone;
  ALTER TABLE "posts" ADD COLUMN "translation_en_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_posts_v" ADD COLUMN "version_translation_nl_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_posts_v" ADD COLUMN "version_translation_fr_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_posts_v" ADD COLUMN "version_translation_en_saved_at" timestamp(3) with time zone;
  ALTER TABLE "tests" ADD COLUMN "translation_nl_saved_at" timestamp(3) with time zone;
  ALTER TABLE "tests" ADD COLUMN "translation_fr_saved_at" timestamp(3) with time zone;
  ALTER TABLE "tests" ADD COLUMN "translation_en_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_tests_v" ADD COLUMN "version_translation_nl_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_tests_v" ADD COLUMN "version_translation_fr_saved_at" timestamp(3) with time zone;
  ALTER TABLE "_tests_v" ADD COLUMN "version_translation_en_saved_at" timestamp(3) with time zone;
  ALTER TABLE "products_translation_missing" ADD CONSTRAINT "products_translation_missing_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_translation_missing" ADD CONSTRAINT "_products_v_version_translation_missing_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_translation_missing" ADD CONSTRAINT "pages_translation_missing_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_translation_missing" ADD CONSTRAINT "_pages_v_version_translation_missing_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts_translation_missing" ADD CONSTRAINT "posts_translation_missing_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_posts_v_version_translation_missing" ADD CONSTRAINT "_posts_v_version_translation_missing_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tests_translation_missing" ADD CONSTRAINT "tests_translation_missing_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tests_v_version_translation_missing" ADD CONSTRAINT "_tests_v_version_translation_missing_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_tests_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_translation_missing_order_idx" ON "products_translation_missing" USING btree ("order");
  CREATE INDEX "products_translation_missing_parent_idx" ON "products_translation_missing" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_translation_missing_order_idx" ON "_products_v_version_translation_missing" USING btree ("order");
  CREATE INDEX "_products_v_version_translation_missing_parent_idx" ON "_products_v_version_translation_missing" USING btree ("parent_id");
  CREATE INDEX "pages_translation_missing_order_idx" ON "pages_translation_missing" USING btree ("order");
  CREATE INDEX "pages_translation_missing_parent_idx" ON "pages_translation_missing" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_translation_missing_order_idx" ON "_pages_v_version_translation_missing" USING btree ("order");
  CREATE INDEX "_pages_v_version_translation_missing_parent_idx" ON "_pages_v_version_translation_missing" USING btree ("parent_id");
  CREATE INDEX "posts_translation_missing_order_idx" ON "posts_translation_missing" USING btree ("order");
  CREATE INDEX "posts_translation_missing_parent_idx" ON "posts_translation_missing" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_translation_missing_order_idx" ON "_posts_v_version_translation_missing" USING btree ("order");
  CREATE INDEX "_posts_v_version_translation_missing_parent_idx" ON "_posts_v_version_translation_missing" USING btree ("parent_id");
  CREATE INDEX "tests_translation_missing_order_idx" ON "tests_translation_missing" USING btree ("order");
  CREATE INDEX "tests_translation_missing_parent_idx" ON "tests_translation_missing" USING btree ("parent_id");
  CREATE INDEX "_tests_v_version_translation_missing_order_idx" ON "_tests_v_version_translation_missing" USING btree ("order");
  CREATE INDEX "_tests_v_version_translation_missing_parent_idx" ON "_tests_v_version_translation_missing" USING btree ("parent_id");
  CREATE INDEX "_products_v_autosave_idx" ON "_products_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_translation_missing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_translation_missing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_translation_missing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_translation_missing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts_translation_missing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_version_translation_missing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tests_translation_missing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tests_v_version_translation_missing" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_translation_missing" CASCADE;
  DROP TABLE "_products_v_version_translation_missing" CASCADE;
  DROP TABLE "pages_translation_missing" CASCADE;
  DROP TABLE "_pages_v_version_translation_missing" CASCADE;
  DROP TABLE "posts_translation_missing" CASCADE;
  DROP TABLE "_posts_v_version_translation_missing" CASCADE;
  DROP TABLE "tests_translation_missing" CASCADE;
  DROP TABLE "_tests_v_version_translation_missing" CASCADE;
  DROP INDEX "_products_v_autosave_idx";
  ALTER TABLE "products" DROP COLUMN "translation_nl_saved_at";
  ALTER TABLE "products" DROP COLUMN "translation_fr_saved_at";
  ALTER TABLE "products" DROP COLUMN "translation_en_saved_at";
  ALTER TABLE "_products_v" DROP COLUMN "version_translation_nl_saved_at";
  ALTER TABLE "_products_v" DROP COLUMN "version_translation_fr_saved_at";
  ALTER TABLE "_products_v" DROP COLUMN "version_translation_en_saved_at";
  ALTER TABLE "_products_v" DROP COLUMN "autosave";
  ALTER TABLE "pages" DROP COLUMN "translation_nl_saved_at";
  ALTER TABLE "pages" DROP COLUMN "translation_fr_saved_at";
  ALTER TABLE "pages" DROP COLUMN "translation_en_saved_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_translation_nl_saved_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_translation_fr_saved_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_translation_en_saved_at";
  ALTER TABLE "posts" DROP COLUMN "translation_nl_saved_at";
  ALTER TABLE "posts" DROP COLUMN "translation_fr_saved_at";
  ALTER TABLE "posts" DROP COLUMN "translation_en_saved_at";
  ALTER TABLE "_posts_v" DROP COLUMN "version_translation_nl_saved_at";
  ALTER TABLE "_posts_v" DROP COLUMN "version_translation_fr_saved_at";
  ALTER TABLE "_posts_v" DROP COLUMN "version_translation_en_saved_at";
  ALTER TABLE "tests" DROP COLUMN "translation_nl_saved_at";
  ALTER TABLE "tests" DROP COLUMN "translation_fr_saved_at";
  ALTER TABLE "tests" DROP COLUMN "translation_en_saved_at";
  ALTER TABLE "_tests_v" DROP COLUMN "version_translation_nl_saved_at";
  ALTER TABLE "_tests_v" DROP COLUMN "version_translation_fr_saved_at";
  ALTER TABLE "_tests_v" DROP COLUMN "version_translation_en_saved_at";
  DROP TYPE "public"."enum_products_translation_missing";
  DROP TYPE "public"."enum__products_v_version_translation_missing";
  DROP TYPE "public"."enum_pages_translation_missing";
  DROP TYPE "public"."enum__pages_v_version_translation_missing";
  DROP TYPE "public"."enum_posts_translation_missing";
  DROP TYPE "public"."enum__posts_v_version_translation_missing";
  DROP TYPE "public"."enum_tests_translation_missing";
  DROP TYPE "public"."enum__tests_v_version_translation_missing";`)
}
