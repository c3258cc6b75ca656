import type { Endpoint, PayloadRequest } from 'payload'
import { SHOP_TIME_ZONE } from '@/i18n/time-zone'

import { staffRefusal } from '@/access/staff-only'
import { label, type Label, languageNames } from '@/collections/labels'
import { csvFile } from '@/commerce/rules/csv'
import { subscriberStatus } from '@/commerce/rules/newsletter-status'
import { isLocale } from '@/i18n/locales'
import type { NewsletterSubscriber } from '@/payload-types'

import { statusNames } from './status-field'

const headers = [
  label('E-mail', 'E-mail', 'E-mail'),
  label('Status', 'Statut', 'Status'),
  label('Taal', 'Langue', 'Language'),
  label('Bevestigd op', 'Confirmé le', 'Confirmed at'),
  label('Uitgeschreven op', 'Désinscrit le', 'Unsubscribed at'),
]

/** Belgian time, as a spreadsheet reads it: 2026-11-28 14:05. */
const brusselsTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
})
const when = (iso?: string | null) => (iso ? brusselsTime.format(new Date(iso)) : '')

/** The CSV's rows: a header, then one row per address, with words in the admin's language. */
export function subscribersCsv(rows: NewsletterSubscriber[], req: Pick<PayloadRequest, 'i18n'>) {
  const language = isLocale(req.i18n?.language) ? req.i18n.language : 'nl'
  const words = (text: Label) => text[language]
  return csvFile([
    headers.map(words),
    ...rows.map((row) => [
      row.email,
      words(statusNames[subscriberStatus(row)]),
      isLocale(row.locale) ? words(languageNames[row.locale]) : '',
      when(row.confirmedAt),
      when(row.unsubscribedAt),
    ]),
  ])
}

/** `GET /api/newsletter-subscribers/export`, for staff: every address with its status, as CSV. */
export const subscribersExportEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    const refused = staffRefusal(req)
    if (refused) return refused
    const { docs } = await req.payload.find({
      collection: 'newsletter-subscribers',
      sort: 'email',
      pagination: false,
      depth: 0,
      req,
    })
    const day = new Date().toISOString().slice(0, 10)
    return new Response(subscribersCsv(docs, req), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="newsletter-${day}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
}
