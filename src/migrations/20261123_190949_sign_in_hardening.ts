import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Sign-in throttling replaces Payload's lock-out: the lock fields go, a table of recent attempts
// (outside Payload, so no API reaches it) keeps the sliding windows.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "customers" DROP COLUMN "login_attempts";
  ALTER TABLE "customers" DROP COLUMN "lock_until";
  ALTER TABLE "admins" DROP COLUMN "login_attempts";
  ALTER TABLE "admins" DROP COLUMN "lock_until";
  CREATE TABLE "auth_attempts" (
    "id" bigserial PRIMARY KEY,
    "bucket" varchar NOT NULL,
    "at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE INDEX "auth_attempts_bucket_at_idx" ON "auth_attempts" ("bucket", "at");
  CREATE INDEX "auth_attempts_at_idx" ON "auth_attempts" ("at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "auth_attempts";
  ALTER TABLE "customers" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "customers" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "admins" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "admins" ADD COLUMN "lock_until" timestamp(3) with time zone;`)
}
