import type { CollectionAfterChangeHook } from 'payload'

import { localeOr } from '@/i18n/locales'
import { log } from '@/logging/log'
import { queueMail } from '@/mail/outbox'
import { testerSelectedMail } from '@/mail/tester-selected'
import type { TestApplication } from '@/payload-types'

/**
 * A customer whose application staff mark "selected" hears so by e-mail, in the language they
 * applied in, each time the status becomes "selected": through the outbox, so it goes once the
 * change is saved, and is tried again while the mail server fails. The status stays either way.
 */
export const mailSelectedTester: CollectionAfterChangeHook<TestApplication> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || doc.status !== 'selected' || previousDoc?.status === 'selected')
    return doc
  const locale = localeOr(doc.locale)
  try {
    const test = await req.payload.findByID({
      collection: 'tests',
      id: typeof doc.test === 'object' ? doc.test.id : doc.test,
      locale,
      depth: 0,
      draft: false,
      req,
    })
    await queueMail(
      req.payload,
      req,
      await testerSelectedMail(doc.customerEmail, locale, {
        name: doc.customerName,
        test: test.title,
      }),
    )
  } catch (error) {
    log().error({ err: error, application: doc.id }, 'Tester selected mail failed')
  }
  return doc
}
