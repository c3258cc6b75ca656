import type { Access } from 'payload'

import { isAdmin } from './is-admin'

/** Only the shop's staff write, and only they read versions; `read` says who else may read. */
export const staffWrites = (read: Access) => ({
  read,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
  readVersions: isAdmin,
})

/** A collection only the staff may touch; the shop reaches it on the server. */
export const adminOnly = staffWrites(isAdmin)
