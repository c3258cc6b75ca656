import { NopHttpError } from './http-client'

type RefusalBody = { message?: unknown; errors?: unknown; result?: unknown }

/** What nopCommerce said when it refused a request: its own words, in the customer's language. */
export function refusalText(error: unknown): string | undefined {
  if (!(error instanceof NopHttpError)) return undefined
  const body = error.body as RefusalBody | string | null | undefined
  if (typeof body === 'string') return body || undefined
  const errors = Array.isArray(body?.errors) ? body.errors.filter((e) => typeof e === 'string') : []
  if (errors.length > 0) return errors.join(' ')
  if (typeof body?.message === 'string') return body.message
  // A refused form answered with its model (password recovery): the model's result.
  return typeof body?.result === 'string' && body.result ? body.result : undefined
}

/** Whether nopCommerce refused the request with one of these statuses. */
export const refusedWith = (error: unknown, ...statuses: number[]) =>
  error instanceof NopHttpError && statuses.includes(error.status)

/** "Password" in the shop's languages (EN, NL, FR). */
const PASSWORD = /password|wachtwoord|mot de passe/i

/** Whether nopCommerce's words for a refusal are about a password (the shop's password rules). */
export const refusalAboutPassword = (error: unknown) => PASSWORD.test(refusalText(error) ?? '')
