/**
 * Integration files run this many at a time, each worker on its own copy of the run's migrated
 * database (one per core of a two-core CI machine; the database server takes the rest).
 */
export const integrationWorkers = 2

/** The database of worker `worker` (Vitest's VITEST_POOL_ID, from 1) of the run `run`. */
export const workerDatabaseName = (run: string, worker: number) => `${run}_w${worker}`
