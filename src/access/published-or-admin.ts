import type { Access } from 'payload'

/** Visitors read published documents only; staff also read drafts. */
export const publishedOrAdmin: Access = ({ req: { user } }) => {
  if (user?.collection === 'admins') return true
  return { _status: { equals: 'published' } }
}
