import type { Endpoint, PayloadRequest } from 'payload'

import { adminLanguage, refusal, staffRefusal } from '@/access/staff-only'
import type { Locale } from '@/i18n/locales'

import { type ChoiceKind, choiceKinds, findChoices, namedChoices } from './commerce-choices'

const MAX_TEXT = 100
const MAX_IDS = 50

const messages = {
  'text-or-ids': {
    nl: 'Geef een zoekterm (q) of nummers (ids), niet allebei.',
    fr: 'Donnez un texte à chercher (q) ou des numéros (ids), pas les deux.',
    en: 'Give a text to search for (q) or numbers (ids), not both.',
  },
  'text-too-long': {
    nl: `Een zoekterm heeft hoogstens ${MAX_TEXT} tekens.`,
    fr: `Un texte à chercher a au plus ${MAX_TEXT} caractères.`,
    en: `A text to search for has at most ${MAX_TEXT} characters.`,
  },
  'ids-invalid': {
    nl: `Nummers zijn gehele getallen vanaf 1, gescheiden door komma's, hoogstens ${MAX_IDS}.`,
    fr: `Les numéros sont des nombres entiers à partir de 1, séparés par des virgules, au plus ${MAX_IDS}.`,
    en: `Numbers are whole numbers from 1, separated by commas, at most ${MAX_IDS}.`,
  },
  unavailable: {
    nl: 'De catalogus van de winkel antwoordt nu niet. Probeer het zo opnieuw.',
    fr: 'Le catalogue de la boutique ne répond pas. Réessayez dans un instant.',
    en: 'The shop’s catalog does not answer right now. Try again in a moment.',
  },
} satisfies Record<string, Record<Locale, string>>

type Problem = keyof typeof messages

type Asked = { text: string } | { ids: number[] } | Problem

/** `?q=ribe` (a search) or `?ids=12,3` (names of chosen ones), read strictly. */
function asked(query: URLSearchParams): Asked {
  const q = query.getAll('q')
  const ids = query.getAll('ids')
  if (q.length + ids.length !== 1) return 'text-or-ids'
  if (q.length === 1) {
    const text = q[0].trim()
    if (!text) return 'text-or-ids'
    return text.length > MAX_TEXT ? 'text-too-long' : { text }
  }
  const parts = ids[0].split(',')
  if (parts.length > MAX_IDS || !parts.every((part) => /^[1-9]\d{0,9}$/.test(part.trim())))
    return 'ids-invalid'
  return { ids: [...new Set(parts.map(Number))] }
}

/**
 * `GET /api/commerce-picker/{products|categories}?q=…|ids=…`, for the admin's pickers: products
 * or categories from the shop's commerce backend (native or nopCommerce), named in the admin's
 * language. Staff only.
 */
const pickerEndpoint = (kind: ChoiceKind): Endpoint => ({
  path: `/commerce-picker/${kind}`,
  method: 'get',
  handler: async (req: PayloadRequest) => {
    const notStaff = staffRefusal(req)
    if (notStaff) return notStaff
    const language = adminLanguage(req)
    const refused = (problem: Problem, status: number) =>
      refusal(messages[problem][language], status)

    const question = asked(req.searchParams)
    if (typeof question === 'string') return refused(question, 400)
    // Loaded when used: the storefront's commerce modules import the config this is part of.
    const { commerce } = await import('@/commerce')
    let choices
    try {
      choices =
        'text' in question
          ? await findChoices(commerce.catalog, kind, question.text, language)
          : await namedChoices(commerce.catalog, kind, question.ids, language)
    } catch (error) {
      // A remote backend (nopCommerce) that does not answer: the editor may try again.
      req.payload.logger.warn({ err: error }, 'commerce picker: the catalog did not answer')
      return refused('unavailable', 502)
    }
    return Response.json({ choices }, { headers: { 'Cache-Control': 'private, no-store' } })
  },
})

export const commercePickerEndpoints: Endpoint[] = choiceKinds.map(pickerEndpoint)
