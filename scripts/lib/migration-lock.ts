import pg from 'pg'

/**
 * Runs `work` while this process holds the shop's migration lock: a PostgreSQL advisory lock on
 * the database at `url`, so that instances starting together migrate (and create the first
 * admin) one after the other, and the second finds nothing left to do. The lock belongs to a
 * connection of its own; should this process die, PostgreSQL lets go of it.
 */
export async function withMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const key = "hashtext('storefront: migrations and first admin')"
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      `SELECT pg_try_advisory_lock(${key}) AS locked`,
    )
    if (!rows[0].locked) {
      console.log('Another instance is migrating this database; waiting for it to finish.')
      await client.query(`SELECT pg_advisory_lock(${key})`)
    }
    return await work()
  } finally {
    await client.end()
  }
}
