import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_locale" AS ENUM('nl', 'fr', 'en');
  CREATE TYPE "public"."enum_navigation_menu_target" AS ENUM('products', 'category', 'page', 'inspiration', 'help', 'about', 'url');
  CREATE TABLE "navigation_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"target" "enum_navigation_menu_target" DEFAULT 'page' NOT NULL,
  	"category_id" numeric,
  	"page_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "navigation_menu_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  ALTER TABLE "reviews" ADD COLUMN "locale" "enum_reviews_locale";
  ALTER TABLE "navigation_menu" ADD CONSTRAINT "navigation_menu_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_menu" ADD CONSTRAINT "navigation_menu_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_menu" ADD CONSTRAINT "navigation_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_menu_locales" ADD CONSTRAINT "navigation_menu_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_menu"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "navigation_menu_order_idx" ON "navigation_menu" USING btree ("_order");
  CREATE INDEX "navigation_menu_parent_id_idx" ON "navigation_menu" USING btree ("_parent_id");
  CREATE INDEX "navigation_menu_category_idx" ON "navigation_menu" USING btree ("category_id");
  CREATE INDEX "navigation_menu_page_idx" ON "navigation_menu" USING btree ("page_id");
  CREATE UNIQUE INDEX "navigation_menu_locales_locale_parent_id_unique" ON "navigation_menu_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "navigation_menu" CASCADE;
  DROP TABLE "navigation_menu_locales" CASCADE;
  ALTER TABLE "reviews" DROP COLUMN "locale";
  DROP TYPE "public"."enum_reviews_locale";
  DROP TYPE "public"."enum_navigation_menu_target";`)
}
