import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_test_applications_status" AS ENUM('new', 'selected', 'declined');
  CREATE TYPE "public"."enum_test_applications_locale" AS ENUM('nl', 'fr', 'en');
  ALTER TABLE "test_applications" ADD COLUMN "status" "enum_test_applications_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "test_applications" ADD COLUMN "locale" "enum_test_applications_locale" DEFAULT 'nl';
  CREATE INDEX "test_applications_status_idx" ON "test_applications" USING btree ("status");`)
  // One counter per year for gap-free credit note numbers, moved on when an invoiced order is
  // cancelled (the orders' credit note columns came with the migration before).
  await db.execute(sql`
   CREATE TABLE "credit_note_sequences" ("year" integer PRIMARY KEY, "last" integer NOT NULL);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "credit_note_sequences";`)
  await db.execute(sql`
   DROP INDEX "test_applications_status_idx";
  ALTER TABLE "test_applications" DROP COLUMN "status";
  ALTER TABLE "test_applications" DROP COLUMN "locale";
  DROP TYPE "public"."enum_test_applications_status";
  DROP TYPE "public"."enum_test_applications_locale";`)
}
