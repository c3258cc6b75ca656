import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The shop's town is named per language (Gent, Gand, Ghent). Every language starts with the town
 * as it was saved, in the settings and in each of their versions; the owner then renames it per
 * language. Down keeps the Dutch name.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "shop_settings_locales" ADD COLUMN "address_city" varchar;
  ALTER TABLE "_shop_settings_v_locales" ADD COLUMN "version_address_city" varchar;
  INSERT INTO "shop_settings_locales" ("_locale", "_parent_id")
  SELECT l."locale"::"_locales", s."id"
    FROM "shop_settings" s CROSS JOIN (VALUES ('nl'), ('fr'), ('en')) AS l("locale")
  ON CONFLICT ("_locale", "_parent_id") DO NOTHING;
  UPDATE "shop_settings_locales" l SET "address_city" = s."address_city"
    FROM "shop_settings" s WHERE s."id" = l."_parent_id";
  INSERT INTO "_shop_settings_v_locales" ("_locale", "_parent_id")
  SELECT l."locale"::"_locales", v."id"
    FROM "_shop_settings_v" v CROSS JOIN (VALUES ('nl'), ('fr'), ('en')) AS l("locale")
  ON CONFLICT ("_locale", "_parent_id") DO NOTHING;
  UPDATE "_shop_settings_v_locales" l SET "version_address_city" = v."version_address_city"
    FROM "_shop_settings_v" v WHERE v."id" = l."_parent_id";
  UPDATE "shop_settings_locales" SET "address_city" = '' WHERE "address_city" IS NULL;
  UPDATE "_shop_settings_v_locales" SET "version_address_city" = '' WHERE "version_address_city" IS NULL;
  ALTER TABLE "shop_settings_locales" ALTER COLUMN "address_city" SET NOT NULL;
  ALTER TABLE "_shop_settings_v_locales" ALTER COLUMN "version_address_city" SET NOT NULL;
  ALTER TABLE "shop_settings" DROP COLUMN "address_city";
  ALTER TABLE "_shop_settings_v" DROP COLUMN "version_address_city";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "shop_settings" ADD COLUMN "address_city" varchar;
  ALTER TABLE "_shop_settings_v" ADD COLUMN "version_address_city" varchar;
  UPDATE "shop_settings" s SET "address_city" = coalesce((SELECT l."address_city"
    FROM "shop_settings_locales" l WHERE l."_parent_id" = s."id" AND l."_locale" = 'nl'), '');
  UPDATE "_shop_settings_v" v SET "version_address_city" = coalesce((SELECT l."version_address_city"
    FROM "_shop_settings_v_locales" l WHERE l."_parent_id" = v."id" AND l."_locale" = 'nl'), '');
  ALTER TABLE "shop_settings" ALTER COLUMN "address_city" SET NOT NULL;
  ALTER TABLE "_shop_settings_v" ALTER COLUMN "version_address_city" SET NOT NULL;
  ALTER TABLE "shop_settings_locales" DROP COLUMN "address_city";
  ALTER TABLE "_shop_settings_v_locales" DROP COLUMN "version_address_city";`)
}
