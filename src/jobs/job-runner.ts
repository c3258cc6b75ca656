import pg from 'pg'

/** The advisory lock whose holder is the one job runner among the servers on a database. */
const RUNNER_LOCK = "hashtext('storefront: job runner')"

export type JobRunner = {
  /** True while this process holds the lock and runs the jobs. */
  isRunner: () => boolean
  stop: () => Promise<void>
}

/**
 * Runs `tick` every `everyMs` in one process only among all the servers on the database at
 * `databaseUrl`: the one holding a PostgreSQL advisory lock on a connection of its own. The
 * others try to take the lock at each interval, so that when the runner stops or dies (its
 * connection closes and PostgreSQL lets go of the lock) another one carries on. A tick still
 * running when the next is due is not started twice.
 */
export function startJobRunner({
  databaseUrl,
  everyMs,
  tick,
  onError = (error) => console.error('Job runner:', error),
}: {
  databaseUrl: string
  everyMs: number
  tick: () => Promise<void>
  onError?: (error: unknown) => void
}): JobRunner {
  let client: pg.Client | null = null
  let holding = false
  let busy = false
  let stopped = false

  const letGo = () => {
    holding = false
    const lost = client
    client = null
    void lost?.end().catch(() => {})
  }

  async function takeLock(): Promise<boolean> {
    if (!client) {
      const fresh = new pg.Client({ connectionString: databaseUrl })
      // A dropped connection has lost the lock with it.
      fresh.on('error', (error) => {
        if (client === fresh) letGo()
        onError(error)
      })
      client = fresh
      await fresh.connect()
    }
    const { rows } = await client.query<{ locked: boolean }>(
      `SELECT pg_try_advisory_lock(${RUNNER_LOCK}) AS locked`,
    )
    return rows[0].locked
  }

  async function beat() {
    if (busy || stopped) return
    busy = true
    try {
      if (!holding) holding = await takeLock()
      if (holding && !stopped) await tick()
    } catch (error) {
      onError(error)
      if (!holding) letGo()
    } finally {
      busy = false
    }
  }

  const timer = setInterval(() => void beat(), everyMs)
  timer.unref()
  void beat()

  return {
    isRunner: () => holding,
    stop: async () => {
      stopped = true
      clearInterval(timer)
      while (busy) await new Promise((resolve) => setTimeout(resolve, 20))
      holding = false
      await client?.end().catch(() => {})
      client = null
    },
  }
}
