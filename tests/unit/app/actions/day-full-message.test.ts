import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { problemMessage } from '@/app/actions/commerce-problem'
import { CommerceError } from '@/commerce/provider'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'
import nl from '@/i18n/messages/nl.json'

const messages = { nl, fr, en }
const known = new Set(['day-full'])

/** What the confirm page says when the chosen day filled, in `locale`. */
function told(locale: 'nl' | 'fr' | 'en', error: CommerceError) {
  const t = createTranslator({
    locale,
    messages: messages[locale],
    namespace: 'checkout.problems',
  }) as unknown as (key: string, values?: Record<string, string>) => string
  return problemMessage(error, t, known, 'Placing an order', locale)
}

describe('a day that filled, told at checkout', () => {
  const full = new CommerceError('day-full', undefined, '2026-11-26')

  it('names the next free day in the shopper’s language', () => {
    expect(told('nl', full)).toBe(
      'De gekozen dag is intussen volzet. De eerstvolgende vrije dag is donderdag 26 november 2026: kies hem in je winkelmand.',
    )
    expect(told('fr', full)).toBe(
      'Le jour choisi est entre-temps complet. Le prochain jour libre est le jeudi 26 novembre 2026 : choisissez-le dans votre panier.',
    )
    expect(told('en', full)).toBe(
      'The day you chose has filled up in the meantime. The next free day is Thursday 26 November 2026: choose it in your cart.',
    )
  })

  it('asks for another date when no day is free', () => {
    expect(told('en', new CommerceError('day-full'))).toBe(
      'The day you chose has filled up in the meantime. Choose a new date in your cart.',
    )
  })
})
