import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The shop owner's gift tiers, kept aside by 20261201_211600_gift_tiers_stash before their
 * columns went, become the first rows of the gift tier list (which must exist by now: a tier
 * kept aside with no list to go to stops the migration rather than being lost).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DO $$
  BEGIN
    IF to_regclass('public.shop_settings_gift_tiers') IS NULL THEN
      IF EXISTS (SELECT 1 FROM "gift_tiers_stash") THEN
        RAISE EXCEPTION 'gift tiers kept aside, but the gift tier list does not exist yet';
      END IF;
    ELSE
      INSERT INTO "shop_settings_gift_tiers" ("_order", "_parent_id", "id", "from", "free_delivery")
      SELECT DISTINCT "ord", "parent_id", "tier_id", "amount", "free_delivery" FROM "gift_tiers_stash";
      INSERT INTO "shop_settings_gift_tiers_locales" ("gift", "_locale", "_parent_id")
      SELECT "gift", "locale"::"_locales", "tier_id" FROM "gift_tiers_stash";
    END IF;
  END $$;
  DROP TABLE "gift_tiers_stash";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // Back to three tiers: the first two in order, then the first with free delivery (or the third).
  await db.execute(sql`
  CREATE TABLE "gift_tiers_stash" (
    "parent_id" integer NOT NULL,
    "tier_id" varchar NOT NULL,
    "ord" integer NOT NULL,
    "amount" numeric NOT NULL,
    "free_delivery" boolean NOT NULL,
    "locale" varchar NOT NULL,
    "gift" varchar NOT NULL
  );
  WITH ranked AS (
    SELECT t.*, row_number() OVER (PARTITION BY t."_parent_id" ORDER BY t."from") AS "n"
    FROM "shop_settings_gift_tiers" t
  ), kept AS (
    SELECT r.*, CASE WHEN r."free_delivery" THEN 3 ELSE r."n" END AS "ord" FROM ranked r
    WHERE r."free_delivery" OR r."n" <= 2
  )
  INSERT INTO "gift_tiers_stash"
  SELECT DISTINCT ON (k."_parent_id", k."ord", l."_locale")
    k."_parent_id", k."id", k."ord", k."from", k."free_delivery", l."_locale"::text, l."gift"
  FROM kept k JOIN "shop_settings_gift_tiers_locales" l ON l."_parent_id" = k."id"
  WHERE k."ord" <= 3
  ORDER BY k."_parent_id", k."ord", l."_locale", k."from";`)
}
