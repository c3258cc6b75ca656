import config from '@payload-config'
import {
  createLocalReq,
  getPayload,
  initTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

export { uniqueSlug } from './any-backend'

export const testPayload = (): Promise<Payload> => getPayload({ config })

/**
 * A save by a staff member as the admin makes it, its transaction open until the test commits
 * it: what other requests do in between is what the test looks at.
 */
export async function staffSaveUnderWay(
  payload: Payload,
  api: PayloadRequest['payloadAPI'] = 'local',
): Promise<PayloadRequest> {
  const staff = await payload.find({ collection: 'admins', limit: 1, depth: 0 })
  const req = await createLocalReq({ user: { ...staff.docs[0], collection: 'admins' } }, payload)
  req.payloadAPI = api
  await initTransaction(req)
  return req
}
