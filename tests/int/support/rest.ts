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
