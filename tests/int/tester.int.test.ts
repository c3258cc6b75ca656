import { describe, expect, it } from 'vitest'

import { appliedOn, placesTaken } from '@/content/tester'
import { type Applicant, storeApplication } from '@/content/tester-apply'

import { problem } from './support/commerce'
import { testPayload, uniqueSlug } from './support/payload'

import { richText } from '../support/rich-text'

// Tests run from 1 to 15 December 2026; the clock is passed in.
const during = new Date('2026-12-07T10:00:00Z')
const after = new Date('2026-12-16T10:00:00Z')

async function newTest(places: number, status: 'published' | 'draft' = 'published') {
  const payload = await testPayload()
  return payload.create({
    collection: 'tests',
    draft: status === 'draft',
    data: {
      title: uniqueSlug('Proef'),
      description: richText('Proef onze nieuwe worsten.'),
      startsOn: '2026-12-01T12:00:00.000Z',
      endsOn: '2026-12-15T12:00:00.000Z',
      places,
      _status: status,
    },
  })
}

const applicant = (): Applicant => {
  const id = uniqueSlug('klant')
  return { customerId: id, name: 'Sofie Claes', email: `${id}@example.be` }
}

async function apply(testId: number, who: Applicant, now = during) {
  return storeApplication(await testPayload(), testId, who, 'Ik bak elke zondag.', now)
}

describe('applying to a test', () => {
  it('stores the application with the customer as the shop knows them', async () => {
    const test = await newTest(10)
    const who = applicant()
    const stored = await apply(test.id, who)
    expect(stored).toMatchObject({
      customerId: who.customerId,
      customerName: 'Sofie Claes',
      customerEmail: who.email,
      motivation: 'Ik bak elke zondag.',
    })
    expect(await placesTaken(test.id)).toBe(1)
    expect(await appliedOn(test.id, who.customerId)).toBe(stored.createdAt)
  })

  it('takes one application per customer and test; a second one is refused', async () => {
    const test = await newTest(10)
    const who = applicant()
    await apply(test.id, who)
    expect(await problem(apply(test.id, who))).toBe('already-applied')
    expect(await placesTaken(test.id)).toBe(1)
    // Sent twice at once (a double click, two tabs), it is still one application.
    const again = await newTest(10)
    const results = await Promise.allSettled([apply(again.id, who), apply(again.id, who)])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    expect(await placesTaken(again.id)).toBe(1)
  })

  it('gives the last place to exactly one of two customers applying at once', async () => {
    const test = await newTest(1)
    const results = await Promise.allSettled([
      apply(test.id, applicant()),
      apply(test.id, applicant()),
    ])
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected'])
    const refused = results.find((result) => result.status === 'rejected')
    expect((refused as PromiseRejectedResult).reason.code).toBe('test-full')
    expect(await placesTaken(test.id)).toBe(1)
  })

  it('never gives more places than the test has, however many apply at once', async () => {
    const test = await newTest(3)
    const results = await Promise.allSettled(
      Array.from({ length: 7 }, () => apply(test.id, applicant())),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3)
    expect(await placesTaken(test.id)).toBe(3)
  })

  it('refuses a draft test, an unknown one, and one that has not started or has ended', async () => {
    const draft = await newTest(10, 'draft')
    expect(await problem(apply(draft.id, applicant()))).toBe('test-unavailable')
    expect(await problem(apply(987_654_321, applicant()))).toBe('test-unavailable')
    expect(await placesTaken(draft.id)).toBe(0)

    const test = await newTest(10)
    expect(await problem(apply(test.id, applicant(), after))).toBe('test-ended')
    expect(await problem(apply(test.id, applicant(), new Date('2026-11-30T10:00:00Z')))).toBe(
      'test-not-started',
    )
    expect(await placesTaken(test.id)).toBe(0)
  })

  it('keeps a published test open while an editor works on a draft of it', async () => {
    const payload = await testPayload()
    const test = await newTest(10)
    await payload.update({
      collection: 'tests',
      id: test.id,
      draft: true,
      data: { title: uniqueSlug('Nog niet klaar'), _status: 'draft' },
    })
    await apply(test.id, applicant())
    expect(await placesTaken(test.id)).toBe(1)
  })
})
