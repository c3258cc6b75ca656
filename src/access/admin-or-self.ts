import type { Access } from 'payload'

/** Staff see every document; a signed-in customer sees only their own. */
export const adminOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (user.collection === 'admins') return true
  return { id: { equals: user.id } }
}
