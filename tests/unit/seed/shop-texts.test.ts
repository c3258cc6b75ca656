import { describe, expect, it } from 'vitest'

import { clockText, weekdayList, weekdayName, weekdaySpan } from '@/content/claim-texts'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'
import nl from '@/i18n/messages/nl.json'
import { products } from '@/seed/catalog/products'
import { productTexts, storageAdvice } from '@/seed/catalog/texts'
import { pageSeeds } from '@/seed/content/pages'
import { topicPage } from '@/seed/content/pages/topic'
import { posts } from '@/seed/content/posts'

/** Every string under a `nl`, `fr` or `en` key of the seed content, per language. */
function textsIn(value: unknown, language: string, inside = false): string[] {
  if (typeof value === 'string') return inside ? [value] : []
  if (Array.isArray(value)) return value.flatMap((item) => textsIn(item, language, inside))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      textsIn(item, language, inside || key === language),
    )
  return []
}

const allStrings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(allStrings)
      : []

const content = [...pageSeeds, ...posts]

describe('the shop’s texts', () => {
  it('name the town Gent in Dutch, Gand in French and Ghent in English', () => {
    const towns = { nl: 'Gent', fr: 'Gand', en: 'Ghent' } as const
    const messages = { nl, fr, en }
    for (const language of ['nl', 'fr', 'en'] as const) {
      const texts = [...textsIn(content, language), ...allStrings(messages[language])]
      const others = Object.values(towns).filter((town) => town !== towns[language])
      const otherName = new RegExp(`\\b(${others.join('|')})\\b`)
      expect(texts.filter((text) => otherName.test(text))).toEqual([])
      expect(texts.some((text) => new RegExp(`\\b${towns[language]}\\b`).test(text))).toBe(true)
    }
  })

  it('write French product descriptions in agreement with the product’s name', () => {
    const carbonnades = products.find((product) => product.name.fr === 'Carbonnades')!
    expect(
      productTexts(2, 'fr', carbonnades.name.fr, carbonnades.frenchForm).shortDescription,
    ).toBe('Carbonnades, fraîchement découpées et emballées sous vide.')
    expect(productTexts(2, 'fr', 'Entrecôte', 'feminine').description).toContain(
      'sélectionnée avec soin, découpée de façon artisanale et livrée réfrigérée',
    )
    expect(productTexts(2, 'fr', 'Steak').shortDescription).toBe(
      'Steak, fraîchement découpé et emballé sous vide.',
    )
    // A name whose first word is a plural says so (a colis is one parcel).
    const plural = products.filter(({ name }) => /^[^\s]+[sx]\b/.test(name.fr))
    expect(
      plural
        .filter((product) => !/^Colis\b/.test(product.name.fr))
        .filter((product) => !product.frenchForm?.endsWith('plural'))
        .map((product) => product.name.fr),
    ).toEqual([])
  })

  it('give a game bird the storage advice of poultry, as the game page does', () => {
    const pheasant = products.find((product) => product.name.en === 'Pheasant')!
    expect(pheasant.gameBird).toBe(true)
    const advice = storageAdvice(true)
    expect(advice.en).toContain('4 °C')
    expect(advice.en).toContain('4 days')
    const topic = textsIn(topicPage, 'en').join('\n')
    expect(topic).toContain('Keep pheasant like poultry, at 4 °C or below and for 4 days.')
  })

  it('capitalise English weekdays, and keep Dutch and French ones lower-case', () => {
    expect(weekdayName(2, 'en')).toBe('Tuesday')
    expect(weekdayName(2, 'nl')).toBe('dinsdag')
    expect(weekdayName(2, 'fr')).toBe('mardi')
    expect(weekdaySpan([2, 3, 4, 5, 6], 'en')).toEqual({ first: 'Tuesday', last: 'Saturday' })
    expect(weekdayList([2, 4, 6], 'en')).toBe('Tuesday, Thursday and Saturday')
  })

  it('write a time of day on a 24-hour clock, alike in every language', () => {
    for (const language of ['nl', 'fr', 'en'] as const) {
      expect(clockText('08:00', language)).toBe('8:00')
      expect(clockText('14:30', language)).toBe('14:30')
      expect(clockText('20:00', language)).toBe('20:00')
    }
  })

  it('write times in the French seed content and messages as the rest of the shop does', () => {
    const clockTimes = /(avant|jusqu'à|entre|et|vers|dès) \d{1,2} ?h(\d\d)?\b/
    const french = [...textsIn(content, 'fr'), ...allStrings(fr)]
    expect(french.filter((text) => clockTimes.test(text))).toEqual([])
  })
})
