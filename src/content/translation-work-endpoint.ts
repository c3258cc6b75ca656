import type { Endpoint, PayloadRequest } from 'payload'

import { isAdmin } from '@/access/is-admin'
import { label } from '@/collections/labels'

import { translationWork } from './translation-work'

const messages = {
  signIn: label(
    'Meld je eerst aan in de beheeromgeving.',
    'Connectez-vous d’abord à l’administration.',
    'Sign in to the admin first.',
  ),
  forbidden: label(
    'Alleen beheerders zien wat er te vertalen is.',
    'Seuls les administrateurs voient ce qu’il reste à traduire.',
    'Only admins see what is left to translate.',
  ),
}

const languageOf = (req: PayloadRequest) => {
  const language = req.i18n?.language
  return language === 'fr' || language === 'en' ? language : 'nl'
}

/**
 * `GET /api/translation-work`, for staff: per document and language, the texts missing or
 * older than their Dutch text (what the admin's "To translate" view shows).
 */
export const translationWorkEndpoint: Endpoint = {
  path: '/translation-work',
  method: 'get',
  handler: async (req) => {
    const language = languageOf(req)
    if (!isAdmin({ req }))
      return Response.json(
        { errors: [{ message: (req.user ? messages.forbidden : messages.signIn)[language] }] },
        { status: req.user ? 403 : 401 },
      )
    return Response.json({ docs: await translationWork(req, language) })
  },
}
