import type { DoubleCustomer, DoubleState } from './state'

/** One request as a route sees it. Bodies and queries are as sent: snake_case, dictionaries. */
export type DoubleRequest = {
  params: Record<string, string>
  query: URLSearchParams
  body: unknown
  /** The customer of a valid bearer token; null for anonymous (an invalid token is ignored). */
  customer: DoubleCustomer | null
  token: string | null
  state: DoubleState
}

export type DoubleAnswer =
  | { status?: number; json: unknown }
  | { status?: number; bytes: Uint8Array; contentType: string; filename: string }
  | { status: number }

/** `path` as the plugin names it after `/api-frontend/`, with `:name` parameters. */
export type DoubleRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  /**
   * Not in the stock plugin: a small extension a shop could add (README, "Running on
   * nopCommerce"). Answered only while the stand-in's `extensions` switch is on (off by default).
   */
  extension?: true
  handle(request: DoubleRequest): DoubleAnswer | Promise<DoubleAnswer>
}

/** The plugin's answer to a request without a valid customer where one is needed. */
export const unauthorized: DoubleAnswer = { status: 401, json: { message: 'Unauthorized' } }

export const badRequest = (message: string): DoubleAnswer => ({
  status: 400,
  json: { message, errors: [message] },
})

/** The body as a string dictionary (the plugin's form-like bodies). */
export const dictionary = (body: unknown): Record<string, string> =>
  body && typeof body === 'object' && !Array.isArray(body)
    ? Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value ?? '')]))
    : {}

const cultures: Record<number, string> = { 2: 'nl-BE', 5: 'fr-BE', 1: 'en-US' }

/** An amount as nopCommerce writes it for the customer's language: "€ 12,95", "12,95 €", "€12.95". */
export const formatAmount = (cents: number, languageId = 2) =>
  new Intl.NumberFormat(cultures[languageId] ?? 'nl-BE', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100)

/** The language a request speaks: its customer's, or Dutch for anonymous requests. */
export const languageOf = (request: DoubleRequest) => request.customer?.languageId ?? 2
