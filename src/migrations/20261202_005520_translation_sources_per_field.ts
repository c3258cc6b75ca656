import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_categories_translation_missing" AS ENUM('fr', 'en');
  CREATE TABLE "categories_translation_missing" (
  	"order" integer NOT NULL,
  	"parent_id" numeric NOT NULL,
  	"value" "enum_categories_translation_missing",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "products" ADD COLUMN "translation_sources" jsonb;
  ALTER TABLE "_products_v" ADD COLUMN "version_translation_sources" jsonb;
  ALTER TABLE "categories" ADD COLUMN "translation_nl_saved_at" timestamp(3) with time zone;
  ALTER TABLE "categories" ADD COLUMN "translation_fr_saved_at" timestamp(3) with time zone;
  ALTER TABLE "categories" ADD COLUMN "translation_en_saved_at" timestamp(3) with time zone;
  ALTER TABLE "categories" ADD COLUMN "translation_sources" jsonb;
  ALTER TABLE "pages" ADD COLUMN "translation_sources" jsonb;
  ALTER TABLE "_pages_v" ADD COLUMN "version_translation_sources" jsonb;
  ALTER TABLE "posts" ADD COLUMN "translation_sources" jsonb;
  ALTER TABLE "_posts_v" ADD COLUMN "version_translation_sources" jsonb;
  ALTER TABLE "tests" ADD COLUMN "translation_sources" jsonb;
  ALTER TABLE "_tests_v" ADD COLUMN "version_translation_sources" jsonb;
  ALTER TABLE "categories_translation_missing" ADD CONSTRAINT "categories_translation_missing_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "categories_translation_missing_order_idx" ON "categories_translation_missing" USING btree ("order");
  CREATE INDEX "categories_translation_missing_parent_idx" ON "categories_translation_missing" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "categories_translation_missing" CASCADE;
  ALTER TABLE "products" DROP COLUMN "translation_sources";
  ALTER TABLE "_products_v" DROP COLUMN "version_translation_sources";
  ALTER TABLE "categories" DROP COLUMN "translation_nl_saved_at";
  ALTER TABLE "categories" DROP COLUMN "translation_fr_saved_at";
  ALTER TABLE "categories" DROP COLUMN "translation_en_saved_at";
  ALTER TABLE "categories" DROP COLUMN "translation_sources";
  ALTER TABLE "pages" DROP COLUMN "translation_sources";
  ALTER TABLE "_pages_v" DROP COLUMN "version_translation_sources";
  ALTER TABLE "posts" DROP COLUMN "translation_sources";
  ALTER TABLE "_posts_v" DROP COLUMN "version_translation_sources";
  ALTER TABLE "tests" DROP COLUMN "translation_sources";
  ALTER TABLE "_tests_v" DROP COLUMN "version_translation_sources";
  DROP TYPE "public"."enum_categories_translation_missing";`)
}
