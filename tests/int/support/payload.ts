import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

export const testPayload = (): Promise<Payload> => getPayload({ config })

/** A key no other test uses, so tests sharing the run's database never see each other's rows. */
export const uniqueSlug = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
