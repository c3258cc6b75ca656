import type { Endpoint } from 'payload'

import { adminLanguage, staffRefusal } from '@/access/staff-only'

import { translationWork } from './translation-work'

/**
 * `GET /api/translation-work`, for staff: per document and language, the texts missing or
 * older than their Dutch text (what the admin's "To translate" view shows).
 */
export const translationWorkEndpoint: Endpoint = {
  path: '/translation-work',
  method: 'get',
  handler: async (req) => {
    const refused = staffRefusal(req)
    if (refused) return refused
    return Response.json({ docs: await translationWork(req, adminLanguage(req)) })
  },
}
