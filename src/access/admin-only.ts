import { isAdmin } from './is-admin'

/** Access of a collection only the shop's staff may touch; the shop reaches it on the server. */
export const adminOnly = {
  read: isAdmin,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
  readVersions: isAdmin,
}
