import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The gift tiers become a list (any number of tiers, each with its gift and an optional free
 * delivery). The next migration replaces the three fixed tiers' columns with that list; this one
 * first keeps what the shop owner had set, one row per tier and language, and
 * 20261201_213000_gift_tiers_from_stash moves it into the list: the three tiers in their order,
 * free delivery on the premium one, each gift as it was shown (the former default where its name
 * was left empty).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
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
  INSERT INTO "gift_tiers_stash"
  SELECT s."id", substr(md5(s."id" || '-gift-tier-' || t."ord"), 1, 24), t."ord", t."amount",
    t."free_delivery", d."locale",
    coalesce(nullif(trim(CASE t."ord"
      WHEN 1 THEN l."gift_tiers_gift_name"
      WHEN 2 THEN l."gift_tiers_better_gift_name"
      ELSE l."gift_tiers_premium_name" END), ''), d."gift")
  FROM "shop_settings" s
  CROSS JOIN LATERAL (VALUES
    (1, s."gift_tiers_gift", false),
    (2, s."gift_tiers_better_gift", false),
    (3, s."gift_tiers_premium", true)
  ) AS t("ord", "amount", "free_delivery")
  JOIN (VALUES
    (1, 'nl', 'Een potje mosterd van eigen makelij'),
    (1, 'fr', 'Un pot de notre moutarde maison'),
    (1, 'en', 'A jar of our own mustard'),
    (2, 'nl', 'Een dry-aged worst'),
    (2, 'fr', 'Une saucisse maturée (dry-aged)'),
    (2, 'en', 'A dry-aged sausage'),
    (3, 'nl', 'Een premium stuk vlees van de chef'),
    (3, 'fr', 'Une pièce de viande premium du chef'),
    (3, 'en', 'A premium piece of meat from the chef')
  ) AS d("ord", "locale", "gift") ON d."ord" = t."ord"
  LEFT JOIN "shop_settings_locales" l
    ON l."_parent_id" = s."id" AND l."_locale"::text = d."locale"
  WHERE t."amount" IS NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The columns are back (the next migration's down): they take the tiers kept aside again.
  await db.execute(sql`
  UPDATE "shop_settings" s SET
    "gift_tiers_gift" = (SELECT max(g."amount") FROM "gift_tiers_stash" g WHERE g."parent_id" = s."id" AND g."ord" = 1),
    "gift_tiers_better_gift" = (SELECT max(g."amount") FROM "gift_tiers_stash" g WHERE g."parent_id" = s."id" AND g."ord" = 2),
    "gift_tiers_premium" = (SELECT max(g."amount") FROM "gift_tiers_stash" g WHERE g."parent_id" = s."id" AND g."ord" = 3);
  UPDATE "shop_settings_locales" l SET
    "gift_tiers_gift_name" = (SELECT g."gift" FROM "gift_tiers_stash" g WHERE g."parent_id" = l."_parent_id" AND g."locale" = l."_locale"::text AND g."ord" = 1),
    "gift_tiers_better_gift_name" = (SELECT g."gift" FROM "gift_tiers_stash" g WHERE g."parent_id" = l."_parent_id" AND g."locale" = l."_locale"::text AND g."ord" = 2),
    "gift_tiers_premium_name" = (SELECT g."gift" FROM "gift_tiers_stash" g WHERE g."parent_id" = l."_parent_id" AND g."locale" = l."_locale"::text AND g."ord" = 3);
  DROP TABLE "gift_tiers_stash";`)
}
