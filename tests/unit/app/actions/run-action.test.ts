import { type AbstractIntlMessages, createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import {
  runAction,
  runFormAction,
  type Translations,
  type Translator,
} from '@/app/actions/run-action'
import { localeOr } from '@/i18n/locales'
import { NopUnavailable } from '@/commerce/nopcommerce/http-client'
import { CommerceError } from '@/commerce/provider'
import { euros, formatMoney } from '@/commerce/rules/money'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'
import nl from '@/i18n/messages/nl.json'

const messages: Record<string, AbstractIntlMessages> = { nl, fr, en }

/** The shop's own messages, as next-intl hands them to an action. */
const translations: Translations = async (locale, namespace) =>
  createTranslator({ locale, messages: messages[locale], namespace }) as unknown as Translator

/** A cart change sent from a French page. */
const cart = { locale: 'fr', problems: 'cart.problems', what: 'Cart change failed', translations }

describe('the language an action answers in', () => {
  it('is the one the page sent, when the shop speaks it', () => {
    expect(localeOr('fr')).toBe('fr')
    expect(localeOr('en')).toBe('en')
  })

  it('is Dutch for anything else', () => {
    for (const raw of ['de', '', undefined, null, 42, { locale: 'fr' }])
      expect(localeOr(raw)).toBe('nl')
  })
})

describe('a server action run through the wrapper', () => {
  it('gets the locale and its messages, and answers what the action answers', async () => {
    const result = await runAction(cart, async ({ locale, t }) => ({
      ok: true,
      locale,
      failed: t('failed'),
    }))
    expect(result).toEqual({ ok: true, locale: 'fr', failed: fr.cart.problems.failed })
  })

  it('answers in Dutch when the page sent no language the shop speaks', async () => {
    const result = await runAction({ ...cart, locale: 'xx' }, async () => {
      throw new CommerceError('out-of-stock')
    })
    expect(result).toEqual({ ok: false, message: nl.cart.problems['out-of-stock'] })
  })

  it('hands the refusal the error, so that an action can answer by its code', async () => {
    const refuse = (message: string, error: unknown) => ({
      ok: false as const,
      message,
      code: error instanceof CommerceError ? error.code : null,
    })
    const result = await runAction({ ...cart, refuse }, async () => {
      throw new CommerceError('out-of-stock')
    })
    expect(result).toEqual({
      ok: false,
      message: fr.cart.problems['out-of-stock'],
      code: 'out-of-stock',
    })
  })

  it('tells a commerce problem in the shopper’s language, with the amount still missing', async () => {
    const outOfStock = await runAction(cart, async () => {
      throw new CommerceError('out-of-stock')
    })
    expect(outOfStock).toEqual({ ok: false, message: fr.cart.problems['out-of-stock'] })
    const missing = euros(1250)
    const minimum = await runAction(cart, async () => {
      throw new CommerceError('discount-minimum', missing)
    })
    expect(minimum).toEqual({
      ok: false,
      message: expect.stringContaining(formatMoney(missing, 'fr')),
    })
  })

  it('says that ordering is briefly unavailable when the backend does not answer', async () => {
    const result = await runAction(cart, async () => {
      throw new NopUnavailable('GET ShoppingCart/Cart')
    })
    expect(result).toEqual({ ok: false, message: fr.cart.problems['backend-unavailable'] })
  })

  it('says only that it failed for a problem its messages do not name, or any other error', async () => {
    const unnamed = await runAction({ ...cart, problems: 'tester.problems' }, async () => {
      throw new CommerceError('out-of-stock')
    })
    expect(unnamed).toEqual({ ok: false, message: fr.tester.problems.failed })
    const broken = await runAction(cart, async () => {
      throw new Error('socket hang up')
    })
    expect(broken).toEqual({ ok: false, message: fr.cart.problems.failed })
  })

  it('answers a problem in the shape the action asks for', async () => {
    const setting = {
      ...cart,
      problems: 'accountDetails.problems',
      refuse: (message: string) => ({ ok: false as const, problems: {}, message }),
    }
    const result = await runAction(setting, async () => {
      throw new CommerceError('invalid-phone')
    })
    expect(result).toEqual({
      ok: false,
      problems: {},
      message: fr.accountDetails.problems['invalid-phone'],
    })
  })
})

describe('a form action whose page translates the problem codes', () => {
  it('answers what the action answers', async () => {
    expect(await runFormAction('Saving', async () => ({ ok: true }))).toEqual({ ok: true })
  })

  it('gives a commerce problem’s code for the form as a whole', async () => {
    const result = await runFormAction('Saving', async () => {
      throw new CommerceError('address-not-found')
    })
    expect(result).toEqual({ ok: false, problems: { form: 'address-not-found' } })
  })

  it('says only that it failed for any other error', async () => {
    const result = await runFormAction('Saving', async () => {
      throw new Error('connection reset')
    })
    expect(result).toEqual({ ok: false, problems: { form: 'failed' } })
  })
})
