import { describe, expect, it } from 'vitest'

import { anonymousTokens } from '@/commerce/nopcommerce/anonymous-tokens'
import { resetTokenOf } from '@/commerce/nopcommerce/customers'
import { nopClient } from '@/commerce/nopcommerce/http-client'
import { nopNewsletter } from '@/commerce/nopcommerce/newsletter'
import type { CommerceProvider } from '@/commerce/provider'

import { outbox } from '../../support/nopcommerce-double/outbox'
import type { NopDouble } from '../../support/nopcommerce-double/server'
import { problem, registration } from '../support/any-backend'
import { nopBackendForFile } from '../support/nopcommerce'
import { testPayload } from '../support/payload'
import { accountConformance } from './account-conformance'
import { gentAddress } from '../../support/addresses'
import { customersConformance } from './customers-conformance'
import { detailsConformance } from './details-conformance'

const backend = nopBackendForFile()

customersConformance('nopCommerce', async () => ({ commerce: backend().commerce }))
accountConformance('nopCommerce', async () => ({ commerce: backend().commerce }))
detailsConformance('nopCommerce', async () => ({ commerce: backend().commerce }))

/** A registered customer and a session of a token nopCommerce gave them (GetToken's). */
async function registered(commerce: CommerceProvider, double: NopDouble, change = {}) {
  const input = registration(change)
  const customer = await commerce.customers.register(input)
  const session = double.state.newSession(customer.id)
  return { input, customer, session }
}

const lastMail = (double: NopDouble, to: string, kind: string) =>
  outbox(double.state)
    .filter((mail) => mail.to === to && mail.kind === kind)
    .at(-1)

describe('nopCommerce customers', () => {
  it('registers the customer nopCommerce keeps, with both addresses in the address book', async () => {
    const { commerce, double } = backend()
    const { input, customer } = await registered(commerce, double, {
      email: `Jan.${Date.now()}@Example.BE`,
      gender: 'male',
      birthDate: '1980-02-29',
      vatNumber: 'BE0123456789',
      locale: 'fr',
      deliveryAddress: {
        street: 'Rue de la Loi',
        houseNumber: '16 bte 3',
        postcode: '1000',
        city: 'Bruxelles',
        country: 'BE',
      },
    })
    const kept = double.state.customers.get(customer.id)!
    expect(kept).toMatchObject({ isGuest: false, email: input.email.toLowerCase(), languageId: 5 })
    expect(kept.extra).toMatchObject({ gender: 'M', dateOfBirthDay: 29, vatNumber: 'BE0123456789' })
    expect(customer).toMatchObject({ email: input.email.toLowerCase(), locale: 'fr' })
    expect(kept.addresses.map((address) => [address.address1, address.countryId])).toEqual([
      ['Kouter 12', 22],
      ['Rue de la Loi 16 bte 3', 22],
    ])
    const session = double.state.newSession(customer.id)
    expect((await commerce.account.addresses(session))[1]).toMatchObject({
      street: 'Rue de la Loi',
      houseNumber: '16 bte 3',
      vatNumber: 'BE0123456789',
    })
  })

  it('refuses bad input before nopCommerce sees it', async () => {
    const { commerce, double } = backend()
    const before = double.calls.get('POST Customer/Register') ?? 0
    const input = registration({ address: { ...registration().address, postcode: '12' } })
    expect(await problem(commerce.customers.register(input))).toBe('invalid-postcode')
    expect(double.calls.get('POST Customer/Register') ?? 0).toBe(before)
  })

  it('refuses a known address with its problem code, never in nopCommerce’s own words', async () => {
    const { commerce, double } = backend()
    const { input } = await registered(commerce, double, { locale: 'nl' })
    const error = await commerce.customers.register(input).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'email-exists', message: 'email-exists' })
  })

  it('knows nobody behind a token nopCommerce refuses, nor behind a token without its id', async () => {
    const { commerce, double } = backend()
    const { customer } = await registered(commerce, double)
    expect(await commerce.customers.info('')).toBeNull()
    expect(await commerce.customers.info(double.state.newToken(customer.id))).toBeNull()
    expect(await commerce.customers.info(`${customer.id}.made-up`)).toBeNull()
  })

  it('keeps the customer’s language in nopCommerce, where the storefront sets it', async () => {
    const { commerce, double } = backend()
    const { session } = await registered(commerce, double, { locale: 'fr' })
    expect((await commerce.customers.info(session))?.locale).toBe('fr')
    await commerce.language.setLanguage({ session, locale: 'en' }, 'en')
    expect((await commerce.customers.info(session))?.locale).toBe('en')
  })

  it('resets a password through the link nopCommerce mails, once', async () => {
    const { commerce, double } = backend()
    const { input, customer } = await registered(commerce, double)
    await commerce.customers.requestPasswordReset(input.email, 'fr', 'https://shop.example/{token}')
    const mail = lastMail(double, input.email, 'password-recovery')!
    // nopCommerce's own link, to its store URL, in the language of the request.
    expect(mail.languageId).toBe(5)
    const link = new URL(mail.link)
    expect(link.pathname).toBe('/passwordrecovery/confirm')
    const token = resetTokenOf(link.searchParams.get('token')!, link.searchParams.get('guid')!)

    expect(await problem(commerce.customers.resetPassword(token, 'short'))).toBe(
      'password-too-short',
    )
    await commerce.customers.resetPassword(token, 'nieuw-wachtwoord-1')
    expect(double.state.customers.get(customer.id)?.password).toBe('nieuw-wachtwoord-1')
    expect(await problem(commerce.customers.resetPassword(token, 'nog-een-ander-2'))).toBe(
      'reset-link-invalid',
    )
    expect(await problem(commerce.customers.resetPassword('made-up', 'nog-een-ander-2'))).toBe(
      'reset-link-invalid',
    )
  })

  it('answers a reset request for an unknown address the same, and mails nothing', async () => {
    const { commerce, double } = backend()
    const sent = outbox(double.state).length
    await commerce.customers.requestPasswordReset('nobody@example.be', 'en', 'https://x/{token}')
    expect(outbox(double.state).length).toBe(sent)
  })

  it('sends the address to nopCommerce with its attributes, and keeps other customers out', async () => {
    const { commerce, double } = backend()
    const owner = await registered(commerce, double)
    const other = await registered(commerce, double)
    const saved = await commerce.account.saveAddress(owner.session, {
      ...gentAddress,
      houseNumber: '12A',
      extraInfo: 'Bel 2',
      vatNumber: 'BE0999999999',
    })
    const kept = double.state.customers.get(owner.customer.id)!
    expect(kept.addresses.at(-1)).toMatchObject({ address1: 'Kouter 12A', address2: 'Bel 2' })
    expect(saved).toMatchObject({ street: 'Kouter', houseNumber: '12A', extraInfo: 'Bel 2' })
    expect(await problem(commerce.account.deleteAddress(other.session, saved.id))).toBe(
      'address-not-found',
    )
    expect(kept.addresses.some((address) => address.id === saved.id)).toBe(true)
  })
})

describe('nopCommerce newsletter', () => {
  it('subscribes an address through the activation link nopCommerce mails', async () => {
    const { commerce, double } = backend()
    const email = `news-${Date.now()}@example.be`
    expect(await commerce.newsletter.subscribe(email, 'fr')).toBe('check-mailbox')
    expect(await commerce.newsletter.subscribe('not-an-address', 'fr')).toBe('invalid-email')
    const mail = lastMail(double, email, 'newsletter-activation')!
    expect(mail.languageId).toBe(5)
    const guid = mail.link.split('/').at(-2)!
    expect(await commerce.newsletter.confirm(guid)).toBe('subscribed')
    expect(await commerce.newsletter.confirm('0b7e6a7e-0000-4000-8000-000000000000')).toBe(
      'invalid-link',
    )
    expect(await commerce.newsletter.confirm('made-up')).toBe('invalid-link')
    expect(await commerce.newsletter.unsubscribe(guid)).toBe('unsubscribed')
    expect(await commerce.newsletter.confirm(guid)).toBe('invalid-link')
  })

  it('lets a customer switch their own address: on by mail, off at once', async () => {
    const { commerce, double } = backend()
    const { input, session } = await registered(commerce, double, { newsletter: true })
    // Customer/Info tells an active subscription only: one waiting for its link is off.
    expect(await commerce.newsletter.forCustomer(session)).toBe('off')
    const guid = lastMail(double, input.email, 'newsletter-activation')!.link.split('/').at(-2)!
    await commerce.newsletter.confirm(guid)
    expect(await commerce.newsletter.forCustomer(session)).toBe('subscribed')
    expect((await commerce.customers.info(session))?.newsletter).toBe(true)

    expect(await commerce.newsletter.setForCustomer(session, false, 'nl')).toBe('unsubscribed')
    expect(await commerce.newsletter.forCustomer(session)).toBe('off')
    expect(await commerce.newsletter.setForCustomer(session, true, 'nl')).toBe('check-mailbox')
    expect(await commerce.newsletter.forCustomer(session)).toBe('off')

    const guest = await commerce.customers.startGuest('nl')
    expect(await problem(commerce.newsletter.forCustomer(guest))).toBe('not-signed-in')
  })

  it('saves details through Customer/Info without switching the newsletter on or off', async () => {
    const { commerce, double } = backend()
    const { input, session } = await registered(commerce, double, { newsletter: true })
    const details = { firstName: 'Annelies', lastName: 'Peeters', phone: '+32 470 12 34 56' }
    const rest = { fax: null, company: null, vatNumber: 'BE0417497106' }
    // Waiting for its link: Info's newsletter box, sent as it was, does not activate it.
    await commerce.account.saveDetails(session, { ...details, ...rest })
    expect(await commerce.newsletter.forCustomer(session)).toBe('off')
    await commerce.newsletter.setForCustomer(session, true, 'nl')
    const guid = lastMail(double, input.email, 'newsletter-activation')!.link.split('/').at(-2)!
    await commerce.newsletter.confirm(guid)
    await commerce.account.saveDetails(session, { ...details, ...rest, company: 'Slagerij' })
    expect(await commerce.newsletter.forCustomer(session)).toBe('subscribed')
    expect(await commerce.account.details(session)).toMatchObject({
      company: 'Slagerij',
      vatNumber: 'BE0417497106',
    })
  })

  it('makes the storefront’s signed unsubscribe link, which has nopCommerce mail its own', async () => {
    const { commerce, double } = backend()
    const client = nopClient({ baseUrl: double.url })
    const anonymous = anonymousTokens(client)
    const newsletter = nopNewsletter(
      {
        client,
        anonymousToken: anonymous.token,
        forgetAnonymousToken: anonymous.forget,
        payload: testPayload,
      },
      (purpose, token, locale) =>
        `https://shop.example/${locale}/newsletter/${purpose}?token=${token}`,
    )
    const email = `leaving-${Date.now()}@example.be`
    await commerce.newsletter.subscribe(email, 'nl')
    await commerce.newsletter.confirm(
      lastMail(double, email, 'newsletter-activation')!.link.split('/').at(-2)!,
    )

    const link = await newsletter.unsubscribeLink(email, 'nl')
    expect(link.startsWith('https://shop.example/nl/newsletter/unsubscribe?token=')).toBe(true)
    const token = new URL(link).searchParams.get('token')!
    expect(await newsletter.unsubscribe(`${token}x`)).toBe('invalid-link')
    expect(await newsletter.unsubscribe(token)).toBe('unsubscribe-mailed')
    expect(lastMail(double, email, 'newsletter-deactivation')).toBeDefined()
  })
})
