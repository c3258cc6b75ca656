import type { PayloadRequest } from 'payload'

import { type Locale, localeOr } from '@/i18n/locales'

import { isAdmin } from './is-admin'

/** The language the admin is shown in, for an endpoint's answers. */
export const adminLanguage = (req: PayloadRequest): Locale => localeOr(req.i18n?.language)

/** Payload's shape of a refused REST call: `{ errors: [{ message }] }`. */
export const refusal = (message: string, status: number) =>
  Response.json({ errors: [{ message }] }, { status })

const words = {
  signIn: {
    nl: 'Meld je eerst aan in de beheeromgeving.',
    fr: 'Connectez-vous d’abord à l’administration.',
    en: 'Sign in to the admin first.',
  },
  forbidden: {
    nl: 'Alleen beheerders hebben hier toegang.',
    fr: 'Seuls les administrateurs y ont accès.',
    en: 'Only admins have access here.',
  },
} satisfies Record<string, Record<Locale, string>>

/**
 * Why an endpoint for the shop's staff refuses `req`, in the admin's language: 401 for somebody
 * not signed in, 403 for anybody else who is not staff; null for staff.
 */
export function staffRefusal(req: PayloadRequest): Response | null {
  if (isAdmin({ req })) return null
  const language = adminLanguage(req)
  return req.user ? refusal(words.forbidden[language], 403) : refusal(words.signIn[language], 401)
}
