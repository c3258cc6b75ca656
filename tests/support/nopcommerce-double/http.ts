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

/**
 * A request without a valid bearer token on an [Authorize] action (the Framework's
 * AuthorizeAttribute.cs): 401. A guest's token is valid: a guest is refused with 400 instead.
 */
export const unauthorized: DoubleAnswer = { status: 401, json: { message: 'Unauthorized' } }

/**
 * A NopException thrown by an action, as the Framework's ErrorHandlerMiddleware.cs answers it:
 * 400 with the message (the stack trace only in the plugin's developer mode).
 */
export const badRequest = (message: string): DoubleAnswer => ({
  status: 400,
  json: { message, inner_exception_message: null, stack_trace: '' },
})

/** An action's own `BadRequest(string)` (e.g. CustomerController.cs, Info): the text, as JSON. */
export const refusedWithText = (text: string): DoubleAnswer => ({ status: 400, json: text })

/** An action's own `BadRequest(errors)` (CustomerController.cs, Register, ChangePassword). */
export const refusedWithList = (errors: string[]): DoubleAnswer => ({ status: 400, json: errors })

/** An action's own `NotFound(string)`: 404 with the text, as JSON. */
export const notFoundText = (text: string): DoubleAnswer => ({ status: 404, json: text })

/**
 * ASP.NET Core's automatic answer for an [ApiController] action (the Framework's
 * BaseNopWebApiController.cs) whose [Required] query value or [FromBody] body is missing or
 * malformed: 400 with a validation problem, before the action runs.
 */
export const validationProblem = (errors: Record<string, string[]>): DoubleAnswer => ({
  status: 400,
  json: {
    type: 'https://tools.ietf.org/html/rfc7231#section-6.5.1',
    title: 'One or more validation errors occurred.',
    status: 400,
    errors,
  },
})

/** The [Required] query values a request lacks, as `validationProblem` names them; null if none. */
export function missingQuery(query: URLSearchParams, ...names: string[]): DoubleAnswer | null {
  const missing = names.filter((name) => !query.get(name)?.trim())
  if (missing.length === 0) return null
  return validationProblem(
    Object.fromEntries(missing.map((name) => [name, [`The ${name} field is required.`]])),
  )
}

/** A [FromBody] object the request lacks: ASP.NET Core refuses an empty body. */
export const missingBody = (body: unknown): DoubleAnswer | null =>
  body && typeof body === 'object'
    ? null
    : validationProblem({ '': ['A non-empty request body is required.'] })

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
