import { afterAll, beforeAll } from 'vitest'

import { type NopDouble, startNopDouble } from '../../support/nopcommerce-double/server'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the plugin's answers, as sent
export type Answer = any

export type Sent = {
  token?: string | null
  json?: unknown
  query?: Record<string, string>
  /** A body sent as it is (text that is not JSON, say). */
  raw?: string
}

/**
 * The stand-in nopCommerce for one test file, and a plain HTTP call of its plugin routes: the
 * status and the body, read as JSON when there is one.
 */
export function standInPlugin() {
  let started: NopDouble | null = null
  beforeAll(async () => {
    started = await startNopDouble()
  })
  afterAll(() => started?.close())

  const double = () => {
    if (!started) throw new Error('The stand-in starts before the tests')
    return started
  }

  async function call(method: string, path: string, { token, json, query, raw }: Sent = {}) {
    const url = new URL(`api-frontend/${path}`, `${double().url}/`)
    for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value)
    const response = await fetch(url, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json === undefined && raw === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: raw ?? (json === undefined ? undefined : JSON.stringify(json)),
    })
    const text = await response.text()
    let body: Answer = text || undefined
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      // A body that is no JSON (a PDF, a bare word) stays as it came.
    }
    return { status: response.status, body }
  }

  return { double, call }
}
