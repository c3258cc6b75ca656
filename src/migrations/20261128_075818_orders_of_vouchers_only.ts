import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ALTER COLUMN "delivery_method" DROP NOT NULL;
  ALTER TABLE "orders" ALTER COLUMN "delivery_date" DROP NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ALTER COLUMN "delivery_method" SET NOT NULL;
  ALTER TABLE "orders" ALTER COLUMN "delivery_date" SET NOT NULL;`)
}
