import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_category_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_category_tiles_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_category_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_category_tiles_locales" (
  	"heading" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "media" ADD COLUMN "sizes_w320_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w320_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w320_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w320_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w320_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w320_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w640_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w640_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w640_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w640_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w640_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w640_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w768_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w768_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w768_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w768_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w768_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w768_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w1024_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w1024_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w1024_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w1024_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w1024_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w1024_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w1280_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w1280_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w1280_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w1280_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w1280_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w1280_filename" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w2600_url" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w2600_width" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w2600_height" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w2600_mime_type" varchar;
  ALTER TABLE "media" ADD COLUMN "sizes_w2600_filesize" numeric;
  ALTER TABLE "media" ADD COLUMN "sizes_w2600_filename" varchar;
  ALTER TABLE "pages_blocks_category_tiles" ADD CONSTRAINT "pages_blocks_category_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_category_tiles_locales" ADD CONSTRAINT "pages_blocks_category_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_category_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_category_tiles" ADD CONSTRAINT "_pages_v_blocks_category_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_category_tiles_locales" ADD CONSTRAINT "_pages_v_blocks_category_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_category_tiles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_category_tiles_order_idx" ON "pages_blocks_category_tiles" USING btree ("_order");
  CREATE INDEX "pages_blocks_category_tiles_parent_id_idx" ON "pages_blocks_category_tiles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_category_tiles_path_idx" ON "pages_blocks_category_tiles" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_category_tiles_locales_locale_parent_id_unique" ON "pages_blocks_category_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_category_tiles_order_idx" ON "_pages_v_blocks_category_tiles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_category_tiles_parent_id_idx" ON "_pages_v_blocks_category_tiles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_category_tiles_path_idx" ON "_pages_v_blocks_category_tiles" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_category_tiles_locales_locale_parent_id_uniq" ON "_pages_v_blocks_category_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_sizes_w320_sizes_w320_filename_idx" ON "media" USING btree ("sizes_w320_filename");
  CREATE INDEX "media_sizes_w640_sizes_w640_filename_idx" ON "media" USING btree ("sizes_w640_filename");
  CREATE INDEX "media_sizes_w768_sizes_w768_filename_idx" ON "media" USING btree ("sizes_w768_filename");
  CREATE INDEX "media_sizes_w1024_sizes_w1024_filename_idx" ON "media" USING btree ("sizes_w1024_filename");
  CREATE INDEX "media_sizes_w1280_sizes_w1280_filename_idx" ON "media" USING btree ("sizes_w1280_filename");
  CREATE INDEX "media_sizes_w2600_sizes_w2600_filename_idx" ON "media" USING btree ("sizes_w2600_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_category_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_category_tiles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_category_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_category_tiles_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_category_tiles" CASCADE;
  DROP TABLE "pages_blocks_category_tiles_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_category_tiles" CASCADE;
  DROP TABLE "_pages_v_blocks_category_tiles_locales" CASCADE;
  DROP INDEX "media_sizes_w320_sizes_w320_filename_idx";
  DROP INDEX "media_sizes_w640_sizes_w640_filename_idx";
  DROP INDEX "media_sizes_w768_sizes_w768_filename_idx";
  DROP INDEX "media_sizes_w1024_sizes_w1024_filename_idx";
  DROP INDEX "media_sizes_w1280_sizes_w1280_filename_idx";
  DROP INDEX "media_sizes_w2600_sizes_w2600_filename_idx";
  ALTER TABLE "media" DROP COLUMN "sizes_w320_url";
  ALTER TABLE "media" DROP COLUMN "sizes_w320_width";
  ALTER TABLE "media" DROP COLUMN "sizes_w320_height";
  ALTER TABLE "media" DROP COLUMN "sizes_w320_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_w320_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_w320_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_w640_url";
  ALTER TABLE "media" DROP COLUMN "sizes_w640_width";
  ALTER TABLE "media" DROP COLUMN "sizes_w640_height";
  ALTER TABLE "media" DROP COLUMN "sizes_w640_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_w640_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_w640_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_w768_url";
  ALTER TABLE "media" DROP COLUMN "sizes_w768_width";
  ALTER TABLE "media" DROP COLUMN "sizes_w768_height";
  ALTER TABLE "media" DROP COLUMN "sizes_w768_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_w768_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_w768_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_w1024_url";
  ALTER TABLE "media" DROP COLUMN "sizes_w1024_width";
  ALTER TABLE "media" DROP COLUMN "sizes_w1024_height";
  ALTER TABLE "media" DROP COLUMN "sizes_w1024_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_w1024_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_w1024_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_w1280_url";
  ALTER TABLE "media" DROP COLUMN "sizes_w1280_width";
  ALTER TABLE "media" DROP COLUMN "sizes_w1280_height";
  ALTER TABLE "media" DROP COLUMN "sizes_w1280_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_w1280_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_w1280_filename";
  ALTER TABLE "media" DROP COLUMN "sizes_w2600_url";
  ALTER TABLE "media" DROP COLUMN "sizes_w2600_width";
  ALTER TABLE "media" DROP COLUMN "sizes_w2600_height";
  ALTER TABLE "media" DROP COLUMN "sizes_w2600_mime_type";
  ALTER TABLE "media" DROP COLUMN "sizes_w2600_filesize";
  ALTER TABLE "media" DROP COLUMN "sizes_w2600_filename";`)
}
