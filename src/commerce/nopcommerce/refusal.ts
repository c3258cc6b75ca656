import { NopHttpError } from './http-client'

/** What nopCommerce said when it refused a request: its own words, in the customer's language. */
export function refusalText(error: unknown): string | undefined {
  if (!(error instanceof NopHttpError)) return undefined
  const body = error.body as { message?: unknown; errors?: unknown } | string | null | undefined
  if (typeof body === 'string') return body || undefined
  const errors = Array.isArray(body?.errors) ? body.errors.filter((e) => typeof e === 'string') : []
  if (errors.length > 0) return errors.join(' ')
  return typeof body?.message === 'string' ? body.message : undefined
}

/** Whether nopCommerce refused the request with one of these statuses. */
export const refusedWith = (error: unknown, ...statuses: number[]) =>
  error instanceof NopHttpError && statuses.includes(error.status)
