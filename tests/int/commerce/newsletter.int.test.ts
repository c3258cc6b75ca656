import { describe, expect, it } from 'vitest'

import { CONFIRMATION_MAILS_PER_HOUR } from '@/commerce/native/newsletter'
import { CONFIRM_LINK_MS, signNewsletterToken } from '@/commerce/rules/newsletter-token'

import { type CaughtMail } from '../../support/mail-catcher'
import {
  registration,
  signedUp,
  testCustomers,
  testNewsletter as newsletter,
} from '../support/commerce'
import { catchShopMail } from '../support/mailbox'
import { testPayload, uniqueSlug } from '../support/payload'

const mailbox = catchShopMail()

const address = (prefix: string) => `${uniqueSlug(prefix)}@example.com`

async function row(email: string) {
  const { docs } = await (
    await testPayload()
  ).find({ collection: 'newsletter-subscribers', where: { email: { equals: email } } })
  expect(docs.length).toBeLessThanOrEqual(1)
  return docs[0] ?? null
}

const subscribed = async (email: string) => (await row(email))?.subscribed === true

/** The token of the mail's link to a newsletter screen ('confirm' or 'unsubscribe'). */
function tokenIn(mail: CaughtMail, purpose: 'confirm' | 'unsubscribe') {
  const match = new RegExp(`/newsletter/${purpose}\\?token=([\\w.-]+)`).exec(mail.text)
  expect(match, `${purpose} link in the mail`).not.toBeNull()
  return (match as RegExpExecArray)[1]
}

/** Asks for the newsletter and clicks the confirmation link of the mail that came. */
async function subscribeAndConfirm(email: string) {
  await newsletter.subscribe(email, 'nl')
  expect(await newsletter.confirm(tokenIn(mailbox().to(email).at(-1)!, 'confirm'))).toBe(
    'subscribed',
  )
}

describe('native newsletter (double opt-in)', () => {
  it('mails a confirmation link in the language asked in and subscribes only once it is followed', async () => {
    const email = address('fan')
    expect(await newsletter.subscribe(`  ${email.toUpperCase()} `, 'fr')).toBe('check-mailbox')

    expect(await subscribed(email)).toBe(false)
    const mails = mailbox().to(email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe('Confirmez votre inscription à la newsletter de De Vleesboetiek')
    expect(mails[0].text).toContain('https://shop.example/fr/newsletter/confirm?token=')
    expect(mails[0].html).toContain('href="https://shop.example/fr/newsletter/unsubscribe?token=')

    expect(await newsletter.confirm(tokenIn(mails[0], 'confirm'))).toBe('subscribed')
    expect(await row(email)).toMatchObject({ email, subscribed: true, locale: 'fr' })
    expect((await row(email))?.confirmedAt).toBeTruthy()
  })

  it('answers a subscribed address the same and mails it no second time', async () => {
    const email = address('again')
    await subscribeAndConfirm(email)
    expect(await newsletter.subscribe(email, 'en')).toBe('check-mailbox')
    expect(mailbox().to(email)).toHaveLength(1)
    expect(await row(email)).toMatchObject({ subscribed: true, locale: 'nl' })
  })

  it(`mails one address at most ${CONFIRMATION_MAILS_PER_HOUR} times an hour, answering the same`, async () => {
    const email = address('flooded')
    for (let i = 0; i < CONFIRMATION_MAILS_PER_HOUR + 3; i++)
      expect(await newsletter.subscribe(email, 'nl')).toBe('check-mailbox')
    expect(mailbox().to(email)).toHaveLength(CONFIRMATION_MAILS_PER_HOUR)

    const payload = await testPayload()
    const pending = (await row(email))!
    const anHourAgo = new Date(Date.now() - 61 * 60 * 1000).toISOString()
    await payload.update({
      collection: 'newsletter-subscribers',
      id: pending.id,
      data: { mailWindowStart: anHourAgo },
    })
    await newsletter.subscribe(email, 'nl')
    expect(mailbox().to(email)).toHaveLength(CONFIRMATION_MAILS_PER_HOUR + 1)
    expect(await subscribed(email)).toBe(false)
  })

  it('changes nothing for a made-up, tampered, foreign, expired or misused token', async () => {
    const email = address('target')
    await newsletter.subscribe(email, 'en')
    const mail = mailbox().to(email)[0]
    const confirm = tokenIn(mail, 'confirm')
    const [body, mac] = confirm.split('.')
    const victim = address('victim')
    const forgedBody = Buffer.from(JSON.stringify(['confirm', victim, 'en', Date.now()])).toString(
      'base64url',
    )
    const secret = process.env.PAYLOAD_SECRET as string
    const sign = (purpose: 'confirm' | 'unsubscribe', issuedAt: number, key = secret) =>
      signNewsletterToken({ purpose, email, locale: 'en', issuedAt }, key)

    const bad = [
      '',
      'made-up',
      `${forgedBody}.${mac}`,
      `${body}.${mac.slice(0, -2)}`,
      `${body}.${mac}.extra`,
      sign('confirm', Date.now(), 'another-secret-of-another-shop-0123456789'),
      sign('confirm', Date.now() - CONFIRM_LINK_MS - 60_000),
      sign('confirm', Date.now() + 24 * 60 * 60 * 1000),
      tokenIn(mail, 'unsubscribe'),
    ]
    for (const token of bad) expect(await newsletter.confirm(token), token).toBe('invalid-link')
    expect(await subscribed(email)).toBe(false)
    expect(await row(victim)).toBeNull()

    await newsletter.confirm(confirm)
    for (const token of ['made-up', confirm, `${body}.${mac.slice(0, -2)}`])
      expect(await newsletter.unsubscribe(token), token).toBe('invalid-link')
    expect(await subscribed(email)).toBe(true)
  })

  it('unsubscribes through the link in the mail; a confirmation link mailed before cannot undo it', async () => {
    const email = address('leaver')
    await subscribeAndConfirm(email)
    const [mail] = mailbox().to(email)

    expect(await newsletter.unsubscribe(tokenIn(mail, 'unsubscribe'))).toBe('unsubscribed')
    expect(await row(email)).toMatchObject({ subscribed: false })
    expect(await newsletter.confirm(tokenIn(mail, 'confirm'))).toBe('invalid-link')
    expect(await subscribed(email)).toBe(false)

    await newsletter.subscribe(email, 'en')
    expect(await newsletter.confirm(tokenIn(mailbox().to(email).at(-1)!, 'confirm'))).toBe(
      'subscribed',
    )
    expect(await row(email)).toMatchObject({ subscribed: true, locale: 'en' })
  })

  it('builds an unsubscribe link for newsletter mails that works for ever', async () => {
    const email = address('reader')
    await subscribeAndConfirm(email)
    const link = await newsletter.unsubscribeLink(email, 'fr')
    expect(link).toMatch(/^https:\/\/shop\.example\/fr\/newsletter\/unsubscribe\?token=[\w.-]+$/)
    const old = signNewsletterToken(
      { purpose: 'unsubscribe', email, locale: 'fr', issuedAt: Date.now() - 400 * 86_400_000 },
      process.env.PAYLOAD_SECRET as string,
    )
    expect(await newsletter.unsubscribe(old)).toBe('unsubscribed')
    expect(await subscribed(email)).toBe(false)
  })

  it('lets a customer switch it for their own address only, on through a confirmation mail', async () => {
    const neighbour = address('neighbour')
    await subscribeAndConfirm(neighbour)
    const { customer, session } = await signedUp()
    expect(await newsletter.forCustomer(session)).toBe('off')

    expect(await newsletter.setForCustomer(session, true, 'en')).toBe('check-mailbox')
    expect(await newsletter.forCustomer(session)).toBe('pending')
    const [mail] = mailbox().to(customer.email)
    expect(mail.subject).toBe('Confirm your subscription to the De Vleesboetiek newsletter')
    await newsletter.confirm(tokenIn(mail, 'confirm'))
    expect(await newsletter.forCustomer(session)).toBe('subscribed')

    expect(await newsletter.setForCustomer(session, false, 'en')).toBe('unsubscribed')
    expect(await newsletter.forCustomer(session)).toBe('off')
    expect(await newsletter.setForCustomer(session, true, 'en')).toBe('check-mailbox')
    expect(await newsletter.forCustomer(session)).toBe('pending')
    expect(await newsletter.setForCustomer(session, false, 'en')).toBe('unsubscribed')
    expect(await newsletter.forCustomer(session)).toBe('off')
    expect(await subscribed(neighbour)).toBe(true)
  })

  it('mails a registering customer who opts in a confirmation link instead of subscribing them', async () => {
    const input = registration({ newsletter: true, locale: 'fr' })
    await testCustomers.register(input)
    expect(await row(input.email)).toMatchObject({ subscribed: false })
    const [mail] = mailbox().to(input.email)
    expect(mail.subject).toBe('Confirmez votre inscription à la newsletter de De Vleesboetiek')
    await newsletter.confirm(tokenIn(mail, 'confirm'))
    expect(await row(input.email)).toMatchObject({ subscribed: true, locale: 'fr' })

    const without = registration({ newsletter: false })
    await testCustomers.register(without)
    expect(await row(without.email)).toBeNull()
    expect(mailbox().to(without.email)).toEqual([])
  })

  it('refuses a malformed address, and stores and sends nothing', async () => {
    const before = mailbox().messages.length
    for (const email of ['', 'no-at-sign', 'a@b', 'two@@example.com', 'space @example.com'])
      expect(await newsletter.subscribe(email, 'en')).toBe('invalid-email')
    expect(mailbox().messages.length).toBe(before)
  })
})
