import type { Payload } from 'payload'

import { seedAdmin } from './admin'
import { seedCatalog } from './catalog'
import { seedContent } from './content'
import { seedMenu } from './menu'
import { seedSettings } from './settings'

/**
 * The demo shop, in this order. Each seeder checks what exists and adds only what is missing,
 * so running the seed twice changes nothing. It runs only when asked (`npm run seed`) or when
 * the development server starts on an empty database; `npm start` never writes demo data.
 */
const seeders: Array<(payload: Payload) => Promise<void>> = [
  seedAdmin,
  seedSettings,
  seedCatalog,
  seedMenu,
  seedContent,
]

export async function seed(payload: Payload): Promise<void> {
  for (const seeder of seeders) await seeder(payload)
}

/** A database nobody has worked in yet: no admin account, page or product. */
export async function isEmptyShop(payload: Payload): Promise<boolean> {
  for (const collection of ['admins', 'pages', 'products'] as const) {
    const { totalDocs } = await payload.count({ collection, overrideAccess: true })
    if (totalDocs > 0) return false
  }
  return true
}
