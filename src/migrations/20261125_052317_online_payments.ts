import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "orders_online_payments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider_id" varchar NOT NULL,
  	"method" varchar,
  	"status" varchar
  );
  
  ALTER TABLE "orders_online_payments" ADD CONSTRAINT "orders_online_payments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_online_payments_order_idx" ON "orders_online_payments" USING btree ("_order");
  CREATE INDEX "orders_online_payments_parent_id_idx" ON "orders_online_payments" USING btree ("_parent_id");
  CREATE INDEX "orders_online_payments_provider_id_idx" ON "orders_online_payments" USING btree ("provider_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "orders_online_payments" CASCADE;`)
}
