import CircuitBreaker from 'opossum'
import { FetchError, ofetch } from 'ofetch'

import { CommerceError } from '../provider'
import { bearerOf } from './session'
import { toCamelCase, toSnakeCase } from './wire-case'

/** Where the shop's nopCommerce is, and how long the storefront waits for it. */
export type NopClientOptions = {
  /** The shop's address; the plugin's calls are under `/api-frontend/`. */
  baseUrl: string
  /** The longest one call may take, retry included (milliseconds). */
  timeoutMs?: number
  /**
   * When at least `failures` calls in the last 10 seconds failed, and half of them or more, calls
   * fail at once for `openMs`; then one call tries the backend again.
   */
  breaker?: { failures: number; openMs: number }
  /**
   * Where calls the backend failed (down, slow, 5xx) are told: the call, its status and how long
   * it took. Never tokens.
   */
  onFailure?: (failure: NopCallFailure) => void
}

export type NopCallFailure = { call: string; status: number | null; ms: number; reason: string }

export type NopRequest = {
  /** The shopper's session (its bearer token, see `session.ts`), if any. */
  token?: string | null
  query?: Record<string, string | number | boolean | null | undefined>
  /** A body of the domain's camelCase shape, sent in snake_case. */
  json?: unknown
  /** A body the plugin reads as a dictionary of strings: its keys are sent as they are. */
  dictionary?: Record<string, string>
}

/** The statuses a call that changes nothing is tried once more on (spec section 7). */
export const retryStatuses = [408, 409, 425, 429, 500, 502, 503, 504]

/** nopCommerce answered with an error status that is the caller's to handle (400–499). */
export class NopHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    call: string,
  ) {
    super(`${call} answered ${status}`)
    this.name = 'NopHttpError'
  }
}

/** The backend is down, slow or failing: ordering is briefly unavailable. */
export class NopUnavailable extends CommerceError {
  /** Kept by Next.js as the error's digest, so that the error screen can say what happened. */
  readonly digest = 'backend-unavailable'

  constructor(readonly call: string) {
    super('backend-unavailable')
    this.name = 'NopUnavailable'
  }
}

export const isUnauthorized = (error: unknown) =>
  error instanceof NopHttpError && error.status === 401

/** A failure that says something about the backend's health (not about the request). */
const isBackendFailure = (status: number | null) =>
  status === null || status >= 500 || status === 408 || status === 429

type Attempt = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  request: NopRequest
  bytes: boolean
}

export type NopBytes = { content: Uint8Array; contentType: string; filename: string | null }

export type NopClient = {
  get<T>(path: string, request?: NopRequest): Promise<T>
  post<T>(path: string, request?: NopRequest): Promise<T>
  put<T>(path: string, request?: NopRequest): Promise<T>
  delete<T>(path: string, request?: NopRequest): Promise<T>
  /** A file (a PDF invoice): its bytes, type and name. */
  bytes(path: string, request?: NopRequest): Promise<NopBytes>
}

/**
 * The storefront's client of the Web API Frontend plugin: relative paths under
 * `/api-frontend/`, JSON bodies in snake_case and answers in camelCase, one retry of a call that
 * changes nothing on the statuses above, an error for 400–599, a timeout on every call, and a
 * circuit breaker so that a slow backend cannot hold every server worker.
 */
export function nopClient({
  baseUrl,
  timeoutMs = 5000,
  breaker = { failures: 5, openMs: 15_000 },
  onFailure = () => {},
}: NopClientOptions): NopClient {
  const base = new URL('api-frontend/', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)

  async function send({ method, path, request, bytes }: Attempt) {
    const call = `${method} ${path}`
    const started = Date.now()
    const body =
      request.dictionary ?? (request.json === undefined ? undefined : toSnakeCase(request.json))
    try {
      const response = await ofetch.raw(path, {
        baseURL: base.href,
        method,
        query: request.query ?? undefined,
        body: body as Record<string, unknown> | undefined,
        headers: request.token ? { authorization: `Bearer ${bearerOf(request.token)}` } : undefined,
        retry: method === 'GET' ? 1 : 0,
        retryDelay: 100,
        retryStatusCodes: retryStatuses,
        signal: AbortSignal.timeout(timeoutMs),
        responseType: bytes ? 'arrayBuffer' : 'json',
      })
      return { response, call }
    } catch (error) {
      const status = error instanceof FetchError ? (error.statusCode ?? null) : null
      // A refusal (400–499) is an answer for the caller, not a failure of the backend.
      if (status !== null && !isBackendFailure(status))
        throw new NopHttpError(status, (error as FetchError).data, call)
      const reason = error instanceof Error ? error.name : 'unknown'
      onFailure({ call, status, ms: Date.now() - started, reason })
      throw new NopUnavailable(call)
    }
  }

  const circuit = new CircuitBreaker(send, {
    timeout: false,
    resetTimeout: breaker.openMs,
    errorThresholdPercentage: 50,
    volumeThreshold: breaker.failures,
    rollingCountTimeout: 10_000,
    // Only the backend's own failures count; a refused request (400–499) is an answer.
    errorFilter: (error) => !(error instanceof NopUnavailable),
  })

  async function call(attempt: Attempt) {
    try {
      return await circuit.fire(attempt)
    } catch (error) {
      if (error instanceof NopHttpError || error instanceof NopUnavailable) throw error
      // The breaker is open: the call is not even tried.
      onFailure({ call: `${attempt.method} ${attempt.path}`, status: null, ms: 0, reason: 'open' })
      throw new NopUnavailable(`${attempt.method} ${attempt.path}`)
    }
  }

  return {
    async get<T>(path: string, request: NopRequest = {}) {
      const { response } = await call({ method: 'GET', path, request, bytes: false })
      return toCamelCase<T>(response._data)
    },
    async post<T>(path: string, request: NopRequest = {}) {
      const { response } = await call({ method: 'POST', path, request, bytes: false })
      return toCamelCase<T>(response._data)
    },
    async put<T>(path: string, request: NopRequest = {}) {
      const { response } = await call({ method: 'PUT', path, request, bytes: false })
      return toCamelCase<T>(response._data)
    },
    async delete<T>(path: string, request: NopRequest = {}) {
      const { response } = await call({ method: 'DELETE', path, request, bytes: false })
      return toCamelCase<T>(response._data)
    },
    async bytes(path: string, request: NopRequest = {}) {
      const { response } = await call({ method: 'GET', path, request, bytes: true })
      const disposition = response.headers.get('content-disposition') ?? ''
      return {
        content: new Uint8Array(response._data as ArrayBuffer),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        filename: /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null,
      }
    },
  }
}
