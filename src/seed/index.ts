import type { Payload } from 'payload'

import { seedAdmin } from './admin'
import { seedCatalog } from './catalog'
import { seedContent } from './content'
import { seedSettings } from './settings'

/**
 * Seeders run in this order on every start. Each one checks what exists and adds only what is
 * missing, so running the seed twice changes nothing. Later parts of the shop add their own
 * seeder here (catalog, content, settings).
 */
const seeders: Array<(payload: Payload) => Promise<void>> = [
  seedAdmin,
  seedSettings,
  seedCatalog,
  seedContent,
]

export async function seed(payload: Payload): Promise<void> {
  for (const seeder of seeders) await seeder(payload)
}
