/**
 * nopCommerce mails its own password and newsletter links, to its store URL (set to the
 * storefront's address): the storefront has a screen at each of those addresses, in every
 * language prefix, and the commerce interface turns each link into what the storefront's own
 * screens take. The native backend mails the storefront's own links and answers none of these.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { nopCommerce } from '@/commerce/nopcommerce'
import type { CommerceProvider } from '@/commerce/provider'
import { matchLocalizedPath } from '@/i18n/paths'

import { type DoubleMail, outbox } from '../../support/nopcommerce-double/outbox'
import { subscriptionOf } from '../../support/nopcommerce-double/routes/newsletter'
import { type NopDouble, startNopDouble } from '../../support/nopcommerce-double/server'
import {
  testCustomers,
  testNewsletter,
  testNewsletterLinks,
  registration,
} from '../support/commerce'
import { testPayload } from '../support/payload'

let double: NopDouble
let commerce: CommerceProvider

beforeAll(async () => {
  double = await startNopDouble()
  commerce = nopCommerce({
    baseUrl: double.url,
    payload: testPayload,
    timeoutMs: 3000,
    newsletterLinks: testNewsletterLinks,
  })
})

afterAll(async () => {
  await double?.close()
})

const lastMail = (to: string, kind: string): DoubleMail | undefined =>
  outbox(double.state)
    .filter((mail) => mail.to === to && mail.kind === kind)
    .at(-1)

/** The link's path as each of the storefront's language prefixes would get it. */
const inEveryPrefix = (link: URL) =>
  ['', '/fr', '/en'].map((prefix) => `${prefix}${link.pathname}${link.search}`)

describe('nopCommerce’s password link', () => {
  it('opens the storefront’s recovery screen, which knows the reset token it carries', async () => {
    const input = registration()
    await commerce.customers.register(input)
    await commerce.customers.requestPasswordReset(input.email, 'nl', 'https://shop.example/{token}')
    const link = new URL(lastMail(input.email.toLowerCase(), 'password-recovery')!.link)

    for (const path of inEveryPrefix(link))
      expect(matchLocalizedPath(path)?.pathname, path).toBe('/passwordrecovery/confirm')
    const token = commerce.customers.resetTokenOfMailedLink(Object.fromEntries(link.searchParams))
    expect(token).not.toBeNull()
    await commerce.customers.resetPassword(token!, 'nieuw-wachtwoord-7')
    expect(await commerce.customers.signIn(input.email, 'nieuw-wachtwoord-7', null)).not.toBeNull()
  })

  it('is no reset link without both GUIDs; the storefront’s own recovery screen stays as it is', () => {
    const guid = crypto.randomUUID()
    const reset = commerce.customers.resetTokenOfMailedLink
    expect(reset({})).toBeNull()
    expect(reset({ token: guid })).toBeNull()
    expect(reset({ token: 'made-up', guid })).toBeNull()
    expect(reset({ token: [guid, guid], guid })).toBeNull()
    expect(reset({ token: guid.toUpperCase(), guid })).not.toBeNull()
  })
})

describe('nopCommerce’s newsletter links', () => {
  /** The storefront screen and token a mailed newsletter link leads to, from its address. */
  function followed(mail: DoubleMail, prefix: string) {
    const match = matchLocalizedPath(`${prefix}${new URL(mail.link).pathname}`)
    expect(match?.pathname).toBe('/newsletter/subscriptionactivation/[token]/[active]')
    return commerce.newsletter.mailedLink(match!.params.token, match!.params.active)
  }

  it('lead to the confirm and unsubscribe screens, whose buttons do what the link says', async () => {
    const email = `mailed-${Date.now()}@example.be`
    await commerce.newsletter.subscribe(email, 'fr')
    const activation = followed(lastMail(email, 'newsletter-activation')!, '/fr')
    expect(activation).toMatchObject({ purpose: 'confirm' })
    expect(await commerce.newsletter.confirm(activation!.token)).toBe('subscribed')

    // The storefront's own unsubscribe link can only have nopCommerce mail its own.
    const own = new URL(await commerce.newsletter.unsubscribeLink(email, 'nl'))
    expect(await commerce.newsletter.unsubscribe(own.searchParams.get('token')!)).toBe(
      'unsubscribe-mailed',
    )
    expect(subscriptionOf(double.state, email)?.active).toBe(true)
    const deactivation = followed(lastMail(email, 'newsletter-deactivation')!, '')
    expect(deactivation).toEqual({ purpose: 'unsubscribe', token: activation!.token })
    expect(await commerce.newsletter.unsubscribe(deactivation!.token)).toBe('unsubscribed')
    expect(await commerce.newsletter.confirm(activation!.token)).toBe('invalid-link')
  })

  it('are only the subscription’s GUID with true or false', () => {
    const guid = crypto.randomUUID()
    expect(commerce.newsletter.mailedLink(guid, 'True')).toEqual({
      purpose: 'confirm',
      token: guid,
    })
    expect(commerce.newsletter.mailedLink(guid, 'yes')).toBeNull()
    expect(commerce.newsletter.mailedLink('made-up', 'true')).toBeNull()
  })
})

describe('the native backend', () => {
  it('mails its own links, and takes none of nopCommerce’s', () => {
    const guid = crypto.randomUUID()
    expect(testCustomers.resetTokenOfMailedLink({ token: guid, guid })).toBeNull()
    expect(testNewsletter.mailedLink(guid, 'true')).toBeNull()
  })
})
