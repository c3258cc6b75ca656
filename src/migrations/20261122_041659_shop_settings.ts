import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "shop_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"address_street" varchar NOT NULL,
  	"address_postcode" varchar NOT NULL,
  	"address_city" varchar NOT NULL,
  	"social_facebook" varchar,
  	"social_instagram" varchar,
  	"social_twitter" varchar,
  	"social_youtube" varchar,
  	"indexing" boolean DEFAULT false,
  	"tag_manager_id" varchar,
  	"credit_label" varchar,
  	"credit_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "banner" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"link_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "banner_locales" (
  	"message" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "navigation_blog_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tag" varchar
  );
  
  CREATE TABLE "navigation_blog_categories_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "banner_locales" ADD CONSTRAINT "banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_blog_categories" ADD CONSTRAINT "navigation_blog_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_blog_categories_locales" ADD CONSTRAINT "navigation_blog_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "banner_locales_locale_parent_id_unique" ON "banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "navigation_blog_categories_order_idx" ON "navigation_blog_categories" USING btree ("_order");
  CREATE INDEX "navigation_blog_categories_parent_id_idx" ON "navigation_blog_categories" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_blog_categories_locales_locale_parent_id_unique" ON "navigation_blog_categories_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "shop_settings" CASCADE;
  DROP TABLE "banner" CASCADE;
  DROP TABLE "banner_locales" CASCADE;
  DROP TABLE "navigation_blog_categories" CASCADE;
  DROP TABLE "navigation_blog_categories_locales" CASCADE;
  DROP TABLE "navigation" CASCADE;`)
}
