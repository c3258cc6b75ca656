import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "weight_step_grams" numeric DEFAULT 500;
  ALTER TABLE "_products_v" ADD COLUMN "version_weight_step_grams" numeric DEFAULT 500;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" DROP COLUMN "weight_step_grams";
  ALTER TABLE "_products_v" DROP COLUMN "version_weight_step_grams";`)
}
