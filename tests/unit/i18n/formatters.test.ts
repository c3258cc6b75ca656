import { describe, expect, it } from 'vitest'

import { numberLocale } from '@/commerce/rules/money'
import { dateTimeFormat, displayNames, listFormat, numberFormat } from '@/i18n/formatters'
import { locales } from '@/i18n/locales'

const day = new Date('2026-12-08T12:00:00Z')

describe.each(locales)('kept formatters (%s)', (locale) => {
  const tag = numberLocale[locale]

  it('format as a formatter built for the call does', () => {
    const cases: Array<[string, string]> = [
      [
        numberFormat(tag, { style: 'currency', currency: 'EUR' }).format(1234.56),
        new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(1234.56),
      ],
      [numberFormat(tag).format(1.5), new Intl.NumberFormat(tag).format(1.5)],
      [
        numberFormat(tag, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 }).format(
          1.25,
        ),
        new Intl.NumberFormat(tag, {
          style: 'unit',
          unit: 'kilogram',
          maximumFractionDigits: 2,
        }).format(1.25),
      ],
      [
        dateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' }).format(day),
        new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' }).format(day),
      ],
      [
        listFormat(tag, { type: 'conjunction' }).format(['a', 'b', 'c']),
        new Intl.ListFormat(tag, { type: 'conjunction' }).format(['a', 'b', 'c']),
      ],
      [
        displayNames(tag, { type: 'region' }).of('NL')!,
        new Intl.DisplayNames([tag], { type: 'region' }).of('NL')!,
      ],
    ]
    for (const [kept, fresh] of cases) expect(kept).toBe(fresh)
  })

  it('builds one formatter per language and options', () => {
    expect(numberFormat(tag, { maximumFractionDigits: 1 })).toBe(
      numberFormat(tag, { maximumFractionDigits: 1 }),
    )
    expect(numberFormat(tag, { maximumFractionDigits: 1 })).not.toBe(
      numberFormat(tag, { maximumFractionDigits: 2 }),
    )
    expect(dateTimeFormat(tag, { weekday: 'long' })).not.toBe(
      dateTimeFormat('en-CA', { weekday: 'long' }),
    )
  })
})

it('tells the kinds of formatter apart for the same options', () => {
  expect(numberFormat('nl-BE', {})).toBeInstanceOf(Intl.NumberFormat)
  expect(dateTimeFormat('nl-BE', {})).toBeInstanceOf(Intl.DateTimeFormat)
  expect(listFormat('nl-BE', {})).toBeInstanceOf(Intl.ListFormat)
})
