import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The redirect status 308 (its schema change was pending when this migration was made), and the
// one-time sign-in links (docs/adr/0018): a hash of each token, outside Payload so that no API
// reaches it.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_redirects_status" ADD VALUE '308';`)
  await db.execute(sql`
  CREATE TABLE "sign_in_links" (
    "token_hash" char(64) PRIMARY KEY,
    "realm" varchar NOT NULL,
    "email" varchar NOT NULL,
    "expires_at" timestamp(3) with time zone NOT NULL
  );
  CREATE INDEX "sign_in_links_expires_at_idx" ON "sign_in_links" ("expires_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "sign_in_links";
  ALTER TABLE "redirects" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "redirects" ALTER COLUMN "status" SET DEFAULT '301'::text;
  DROP TYPE "public"."enum_redirects_status";
  CREATE TYPE "public"."enum_redirects_status" AS ENUM('301', '302');
  ALTER TABLE "redirects" ALTER COLUMN "status" SET DEFAULT '301'::"public"."enum_redirects_status";
  ALTER TABLE "redirects" ALTER COLUMN "status" SET DATA TYPE "public"."enum_redirects_status" USING "status"::"public"."enum_redirects_status";`)
}
