import 'server-only'

import type { Where } from 'payload'

import { cached } from '@/cache/data-cache'
import { lifetimes } from '@/cache/lifetimes'
import { cacheTags } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import type { Test } from '@/payload-types'

export type TesterTest = Omit<Test, 'applications'>

// Visitors read published tests only; the applications stay with the staff (no joins).
const asVisitor = (locale: Locale) => ({
  locale,
  fallbackLocale: 'nl' as const,
  depth: 1,
  joins: false as const,
  overrideAccess: false,
})

/** Published tests in the visitor's language (falling back to Dutch), the latest first. */
export const publishedTests = cached(
  async (locale: Locale): Promise<TesterTest[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'tests',
      ...asVisitor(locale),
      sort: '-startsOn',
      limit: 50,
      pagination: false,
    })
    return docs
  },
  ['tests'],
  { tags: [cacheTags.tests], lifetime: lifetimes.data },
)

/** One published test in the visitor's language, or null. */
export const publishedTest = cached(readTest, ['test'], {
  tags: (id) => [cacheTags.test(id)],
  lifetime: lifetimes.data,
})

async function readTest(id: number, locale: Locale): Promise<TesterTest | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'tests',
    where: { id: { equals: id } },
    ...asVisitor(locale),
    limit: 1,
    pagination: false,
  })
  return docs[0] ?? null
}

export const applicationsWhere = (testId: number, customerId?: number | string): Where => ({
  test: { equals: testId },
  ...(customerId === undefined ? {} : { customerId: { equals: String(customerId) } }),
})

/**
 * How many customers applied to a test, counted live: places fill up between two visits.
 * Applications are the staff's to read; only this number leaves the server.
 */
export async function placesTaken(testId: number): Promise<number> {
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({
    collection: 'test-applications',
    where: applicationsWhere(testId),
  })
  return totalDocs
}

/** When a customer applied to a test, or null when they did not. */
export async function appliedOn(
  testId: number,
  customerId: number | string,
): Promise<string | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'test-applications',
    where: applicationsWhere(testId, customerId),
    select: { createdAt: true },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  return docs[0]?.createdAt ?? null
}
