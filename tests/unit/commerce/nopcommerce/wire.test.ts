import { describe, expect, it } from 'vitest'

import { catalogChangeTags, carriesSecret } from '@/commerce/nopcommerce/catalog-webhook'
import {
  checkoutAttributeForm,
  dateFromAttributeForm,
} from '@/commerce/nopcommerce/checkout-attributes'
import { countryOfId, nopCountryIds } from '@/commerce/nopcommerce/country-ids'
import { localeOfLanguageId, nopLanguageIds } from '@/commerce/nopcommerce/language-ids'
import { centsToDecimal, euros, nopAmountToCents } from '@/commerce/nopcommerce/money'
import { camelKey, snakeKey, toCamelCase, toSnakeCase } from '@/commerce/nopcommerce/wire-case'

describe('snake_case at the edge', () => {
  it('converts keys both ways, deeply, and leaves values alone', () => {
    const wire = {
      catalog_products_model: {
        products: [{ se_name: 'rib_eye', product_price: { price_value: 12.95 } }],
        total_items: 1,
      },
    }
    const domain = toCamelCase(wire)
    expect(domain).toEqual({
      catalogProductsModel: {
        products: [{ seName: 'rib_eye', productPrice: { priceValue: 12.95 } }],
        totalItems: 1,
      },
    })
    expect(toSnakeCase(domain)).toEqual(wire)
  })

  it('names keys as the plugin does', () => {
    expect(snakeKey('isGuest')).toBe('is_guest')
    expect(snakeKey('zipPostalCode')).toBe('zip_postal_code')
    expect(snakeKey('address1')).toBe('address1')
    expect(camelKey('order_total_discount')).toBe('orderTotalDiscount')
    expect(camelKey('address1')).toBe('address1')
  })

  it('leaves dates, nulls and strings as they are', () => {
    const when = new Date('2026-11-25T10:00:00Z')
    expect(toCamelCase({ created_on: when, note: null, text: 'snake_case stays' })).toEqual({
      createdOn: when,
      note: null,
      text: 'snake_case stays',
    })
  })
})

describe('amounts as nopCommerce writes them', () => {
  it.each([
    ['€ 12,95', 1295],
    ['12,95 €', 1295],
    ['€12.95', 1295],
    ['€1,234.56', 123456],
    ['1.234,56 €', 123456],
    ['€ 1.234', 123400],
    ['-€5,00', -500],
    ['€ -5,00', -500],
    ['0', 0],
    ['', 0],
    [null, 0],
    [12.95, 1295],
    [0.1 + 0.2, 30],
  ])('%s is %i cents', (text, cents) => {
    expect(nopAmountToCents(text)).toBe(cents)
  })

  it('gives money in euros and decimals for request bodies', () => {
    expect(euros('€ 7,50')).toEqual({ amount: 750, currency: 'EUR' })
    expect(centsToDecimal(1295)).toBe('12.95')
    expect(centsToDecimal(5)).toBe('0.05')
  })
})

describe('checkout attributes', () => {
  it('posts every attribute: the method, the time slot, the date in parts, the terms and the country', () => {
    const form = checkoutAttributeForm({
      method: 'pickup',
      date: '2026-12-03',
      termsAccepted: true,
      timeSlot: '6',
      country: 'NL',
    })
    expect(form).toEqual({
      checkout_attribute_2: '4',
      checkout_attribute_3: '6',
      checkout_attribute_5_day: '3',
      checkout_attribute_5_month: '12',
      checkout_attribute_5_year: '2026',
      checkout_attribute_6: '10',
      checkout_attribute_7: 'NL',
    })
    expect(dateFromAttributeForm(form)).toBe('2026-12-03')
  })

  it('posts the keys of a date and terms left empty, and the shop’s time slot where none is held', () => {
    const form = checkoutAttributeForm({
      method: 'delivery',
      date: null,
      termsAccepted: false,
      timeSlot: null,
      country: 'BE',
    })
    expect(form).toMatchObject({
      checkout_attribute_2: '3',
      checkout_attribute_3: '5',
      checkout_attribute_5_day: '',
      checkout_attribute_6: '',
    })
    expect(dateFromAttributeForm(form)).toBeNull()
  })
})

describe('ids of languages and countries', () => {
  it('uses nopCommerce’s language ids NL 2, FR 5, EN 1', () => {
    expect(nopLanguageIds).toEqual({ nl: 2, fr: 5, en: 1 })
    expect(localeOfLanguageId(5)).toBe('fr')
    expect(localeOfLanguageId(9)).toBeUndefined()
  })

  it('maps every country both ways, Belgium being 22', () => {
    expect(nopCountryIds.BE).toBe(22)
    for (const [code, id] of Object.entries(nopCountryIds)) expect(countryOfId(id)).toBe(code)
    expect(countryOfId(1)).toBeUndefined()
  })
})

describe('the catalog webhook', () => {
  it('accepts only the shared secret', () => {
    expect(carriesSecret('Bearer s3cret-value', 's3cret-value')).toBe(true)
    expect(carriesSecret('Bearer wrong', 's3cret-value')).toBe(false)
    expect(carriesSecret(null, 's3cret-value')).toBe(false)
    expect(carriesSecret('Bearer ', null)).toBe(false)
  })

  it('expires the products and categories named, with the lists, or the whole catalog', () => {
    expect(catalogChangeTags({ product_ids: [4, 9], category_ids: [2] })).toEqual([
      'catalog',
      'product:4',
      'product:9',
      'category:2',
    ])
    expect(catalogChangeTags(undefined)).toEqual(['catalog'])
    expect(catalogChangeTags({})).toEqual(['catalog'])
  })

  it('refuses other shapes', () => {
    expect(catalogChangeTags({ product_ids: ['4'] })).toBeNull()
    expect(catalogChangeTags({ product_ids: [-1] })).toBeNull()
    expect(catalogChangeTags([1, 2])).toBeNull()
    expect(catalogChangeTags('all')).toBeNull()
  })
})
