import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

export { uniqueSlug } from './any-backend'

export const testPayload = (): Promise<Payload> => getPayload({ config })
