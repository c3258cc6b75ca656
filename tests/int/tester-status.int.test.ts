import { describe, expect, it } from 'vitest'

import { storeApplication } from '@/content/tester-apply'
import type { Locale } from '@/i18n/locales'

import { catchShopMail } from './support/mailbox'
import { testPayload, uniqueSlug } from './support/payload'

import { richText } from '../support/rich-text'

const mailbox = catchShopMail()
const during = new Date('2026-12-07T10:00:00Z')

async function newTest() {
  const payload = await testPayload()
  const test = await payload.create({
    collection: 'tests',
    locale: 'nl',
    data: {
      title: 'Proef: gerookte worst',
      description: richText('Proef onze nieuwe worst.'),
      startsOn: '2026-12-01T12:00:00.000Z',
      endsOn: '2026-12-15T12:00:00.000Z',
      places: 10,
      _status: 'published',
    },
  })
  await payload.update({
    collection: 'tests',
    id: test.id,
    locale: 'fr',
    data: {
      title: 'Test : saucisse fumée',
      description: richText('Goûtez notre nouvelle saucisse.'),
      _status: 'published',
    },
  })
  return test
}

async function applyIn(testId: number, locale: Locale) {
  const id = uniqueSlug('tester')
  const email = `${id}@example.be`
  const stored = await storeApplication(
    await testPayload(),
    testId,
    { customerId: id, name: 'Lotte Peeters', email, locale },
    'Ik rook zelf ook.',
    during,
  )
  return { stored, email }
}

const setStatus = async (id: number, status: 'new' | 'selected' | 'declined') =>
  (await testPayload()).update({ collection: 'test-applications', id, data: { status } })

/** Mail is handed to the catcher before `update` returns; parsing it takes a moment. */
const mailsTo = (email: string, count: number) =>
  expect.poll(() => mailbox().to(email).length, { timeout: 5_000 }).toBe(count)

describe('tester applications in the admin', () => {
  it('starts as new, in the language the customer applied in', async () => {
    const test = await newTest()
    const { stored } = await applyIn(test.id, 'fr')
    expect(stored).toMatchObject({ status: 'new', locale: 'fr' })
  })

  it('mails a selected tester once, in their language, with the test in that language', async () => {
    const test = await newTest()
    const { stored, email } = await applyIn(test.id, 'fr')
    await setStatus(stored.id, 'selected')
    await mailsTo(email, 1)
    const [mail] = mailbox().to(email)
    expect(mail.subject).toBe('Vous êtes sélectionné·e comme testeur : Test : saucisse fumée')
    expect(mail.text).toContain('Bonjour Lotte Peeters,')
    expect(mail.text).toContain('« Test : saucisse fumée »')

    // Saved again while selected: no second mail.
    await (
      await testPayload()
    ).update({
      collection: 'test-applications',
      id: stored.id,
      data: { motivation: 'Ik rook elke week.' },
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailbox().to(email)).toHaveLength(1)
  })

  it('mails nobody who is declined, and a Dutch tester in Dutch', async () => {
    const test = await newTest()
    const declined = await applyIn(test.id, 'nl')
    await setStatus(declined.stored.id, 'declined')
    const chosen = await applyIn(test.id, 'nl')
    await setStatus(chosen.stored.id, 'selected')
    await mailsTo(chosen.email, 1)
    expect(mailbox().to(chosen.email)[0].subject).toBe(
      'Je bent gekozen als tester: Proef: gerookte worst',
    )
    expect(mailbox().to(declined.email)).toHaveLength(0)
  })

  it('refuses a status it does not know', async () => {
    const test = await newTest()
    const { stored } = await applyIn(test.id, 'en')
    await expect(setStatus(stored.id, 'maybe' as unknown as 'new')).rejects.toThrow()
    const reread = await (
      await testPayload()
    ).findByID({
      collection: 'test-applications',
      id: stored.id,
    })
    expect(reread.status).toBe('new')
  })
})
