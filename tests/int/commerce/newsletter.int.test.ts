import { describe, expect, it } from 'vitest'

import { nativeNewsletter } from '@/commerce/native/newsletter'

import { testPayload, uniqueSlug } from '../support/payload'

const newsletter = nativeNewsletter(testPayload)

const rows = async (email: string) =>
  (
    await (
      await testPayload()
    ).find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email } },
    })
  ).docs

describe('native newsletter', () => {
  it('subscribes an address once, however often it is sent, in lower case', async () => {
    const email = `${uniqueSlug('fan')}@example.com`
    expect(await newsletter.subscribe(`  ${email.toUpperCase()} `, true, 'fr')).toEqual({
      ok: true,
      code: 'subscribed',
      message: null,
    })
    await newsletter.subscribe(email, true, 'fr')
    expect(await rows(email)).toHaveLength(1)
    expect((await rows(email))[0]).toMatchObject({ email, subscribed: true, locale: 'fr' })
  })

  it('unsubscribes a known address and ignores an unknown one', async () => {
    const email = `${uniqueSlug('leaver')}@example.com`
    await newsletter.subscribe(email, true, 'nl')
    expect((await newsletter.subscribe(email, false, 'nl')).code).toBe('unsubscribed')
    expect((await rows(email))[0].subscribed).toBe(false)

    const stranger = `${uniqueSlug('stranger')}@example.com`
    expect((await newsletter.subscribe(stranger, false, 'nl')).ok).toBe(true)
    expect(await rows(stranger)).toHaveLength(0)
  })

  it('refuses a malformed address and stores nothing', async () => {
    for (const email of ['', 'no-at-sign', 'a@b', 'two@@example.com', 'space @example.com']) {
      expect(await newsletter.subscribe(email, true, 'en')).toEqual({
        ok: false,
        code: 'invalid-email',
        message: null,
      })
    }
  })
})
