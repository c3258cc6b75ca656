import config from '@payload-config'
import { getPayload } from 'payload'

import { seed } from './index'

/** Payload applies pending migrations when it connects in production; then the seed runs. */
export async function migrateAndSeedOnStart(): Promise<void> {
  const payload = await getPayload({ config })
  await seed(payload)
}
