import { NopHttpError } from './http-client'

type RefusalBody = { message?: unknown; errors?: unknown; result?: unknown }

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []

/**
 * What nopCommerce said when it refused a request, in the customer's language: an action's own
 * text or list of errors (`BadRequest(...)`), or the error middleware's message. For the log and
 * for telling refusals apart; the shopper is told the storefront's message for a problem code.
 */
export function refusalText(error: unknown): string | undefined {
  if (!(error instanceof NopHttpError)) return undefined
  const body = error.body as RefusalBody | string | unknown[] | null | undefined
  if (typeof body === 'string') return body || undefined
  const list = Array.isArray(body) ? strings(body) : strings(body?.errors)
  if (list.length > 0) return list.join(' ')
  if (Array.isArray(body)) return undefined
  if (typeof body?.message === 'string') return body.message
  // A refused form answered with its model (password recovery): the model's result.
  return typeof body?.result === 'string' && body.result ? body.result : undefined
}

/** Whether nopCommerce refused the request with one of these statuses. */
export const refusedWith = (error: unknown, ...statuses: number[]) =>
  error instanceof NopHttpError && statuses.includes(error.status)
