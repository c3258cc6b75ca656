import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Full-text search over product texts, per language row: accent- and case-insensitive
 * (unaccent + lower), names weighted above descriptions. The index is on the same immutable
 * function the catalog queries with. Function bodies name their schema: index maintenance runs
 * with an empty search_path.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS unaccent;
  CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, lower(value)) $$;
  CREATE OR REPLACE FUNCTION product_search_document(name text, short text, description text)
    RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
      SELECT setweight(to_tsvector('simple', public.search_normalize(coalesce(name, ''))), 'A')
        || setweight(to_tsvector('simple', public.search_normalize(coalesce(short, '') || ' ' || coalesce(description, ''))), 'B')
    $$;
  CREATE INDEX IF NOT EXISTS products_locales_search_idx ON products_locales
    USING gin (product_search_document(name, short_description, description));
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS products_locales_search_idx;
  DROP FUNCTION IF EXISTS product_search_document(text, text, text);
  DROP FUNCTION IF EXISTS search_normalize(text);
  `)
}
