import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // A customer's earlier reviews of one product give way to their latest, which the index keeps.
  await db.execute(sql`
   DELETE FROM "reviews" AS older USING "reviews" AS newer
   WHERE older."product_id" = newer."product_id" AND older."customer_id" = newer."customer_id"
     AND (older."updated_at", older."id") < (newer."updated_at", newer."id");`)
  await db.execute(sql`
   CREATE UNIQUE INDEX "product_customer_idx" ON "reviews" USING btree ("product_id","customer_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "product_customer_idx";`)
}
