import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { inTransaction } from '@/database/transaction'
import { transactionDb } from '@/database/transaction-db'
import { applicationRefusal, TesterRefusal } from '@/commerce/rules/tester'
import type { Locale } from '@/i18n/locales'
import type { TestApplication } from '@/payload-types'

import { applicationsWhere } from './tester'

/** Who applies, as the commerce backend knows them, and the language they applied in. */
export type Applicant = {
  customerId: number | string
  name: string
  email: string
  locale?: Locale
}

/**
 * Stores a customer's application in one transaction that holds the test's row lock, so that
 * customers applying at once queue up: the last place goes to one of them, and nobody applies
 * twice. A test that is not published, not running, full or already applied to throws a
 * TesterRefusal, and nothing is stored.
 */
export async function storeApplication(
  payload: Payload,
  testId: number,
  applicant: Applicant,
  motivation: string,
  now = new Date(),
): Promise<TestApplication> {
  return inTransaction(payload, async (req) => {
    const db = await transactionDb(payload, req)
    const { rows } = await db.execute(sql`SELECT id FROM tests WHERE id = ${testId} FOR UPDATE`)
    const test =
      rows.length > 0
        ? await payload.findByID({
            collection: 'tests',
            id: testId,
            depth: 0,
            joins: false,
            overrideAccess: false,
            disableErrors: true,
            req,
          })
        : null
    if (!test) throw new TesterRefusal('test-unavailable')
    const count = async (customerId?: number | string) =>
      (
        await payload.count({
          collection: 'test-applications',
          where: applicationsWhere(testId, customerId),
          req,
        })
      ).totalDocs
    const taken = await count()
    const alreadyApplied = (await count(applicant.customerId)) > 0
    const refusal = applicationRefusal(test, taken, alreadyApplied, now)
    if (refusal) throw new TesterRefusal(refusal)
    return payload.create({
      collection: 'test-applications',
      data: {
        test: testId,
        customerId: String(applicant.customerId),
        customerName: applicant.name,
        customerEmail: applicant.email,
        motivation: motivation || null,
        locale: applicant.locale ?? 'nl',
        status: 'new',
      },
      req,
    })
  })
}
