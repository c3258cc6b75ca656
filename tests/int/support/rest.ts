import { jwtSign, type Payload } from 'payload'

import { uniqueSlug } from './payload'

import { DELETE, GET, PATCH, POST } from '@/app/(payload)/api/[...slug]/route'

const handlers = { GET, POST, PATCH, DELETE }

export type RestAnswer = { status: number; headers: Headers; body: Record<string, unknown> }

/** One request through Payload's real REST handlers, as the app serves them under /api. */
export async function rest(
  method: keyof typeof handlers,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<RestAnswer> {
  const url = new URL(path, 'http://localhost:3000')
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  const init: RequestInit = { method, headers: { ...headers } }
  if (body instanceof FormData) init.body = body
  else if (body !== undefined) {
    init.body = JSON.stringify(body)
    ;(init.headers as Record<string, string>)['content-type'] = 'application/json'
  }
  const response = await handlers[method](new Request(url, init), {
    params: Promise.resolve({ slug }),
  })
  const text = await response.text()
  let parsed: Record<string, unknown> = {}
  try {
    parsed = text ? JSON.parse(text) : {}
  } catch {
    parsed = { text }
  }
  return { status: response.status, headers: response.headers, body: parsed }
}

/**
 * REST headers of a new admin (signed in through Payload's own login) and of a new customer
 * (a token Payload would have issued), for tests of who may read and change what.
 */
export async function staffAndCustomerHeaders(payload: Payload) {
  const email = `${uniqueSlug('staff')}@example.be`
  await payload.create({ collection: 'admins', data: { email, password: 'staff-password-123' } })
  const login = await rest('POST', '/api/admins/login', {
    body: { email, password: 'staff-password-123' },
  })
  const shopper = await payload.create({
    collection: 'customers',
    data: { email: `${uniqueSlug('klant')}@example.be`, firstName: 'K', lastName: 'L' },
  })
  const { token } = await jwtSign({
    fieldsToSign: { id: shopper.id, collection: 'customers', email: shopper.email },
    secret: payload.secret,
    tokenExpiration: 3600,
  })
  return {
    staff: { authorization: `JWT ${login.body.token as string}` },
    customer: { authorization: `JWT ${token}` },
  }
}
