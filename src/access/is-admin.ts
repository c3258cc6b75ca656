import type { PayloadRequest } from 'payload'

/** True when the request is made by a signed-in member of the shop's staff. */
export const isAdmin = ({ req: { user } }: { req: PayloadRequest }): boolean =>
  user?.collection === 'admins'
