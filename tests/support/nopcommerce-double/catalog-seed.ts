/**
 * The stand-in's catalog: the demo catalog's categories, breeds, tags and products (the same
 * data the native seed writes), with ids counted from 1 in the seed's order.
 */
import type { Locale } from '@/i18n/locales'
import { categories } from '@/seed/catalog/categories'
import { products } from '@/seed/catalog/products'
import { breeds, tags } from '@/seed/catalog/taxonomy'
import { productTexts, storageAdvice } from '@/seed/catalog/texts'

export type Names = Record<Locale, string>

export type DoubleCategory = {
  id: number
  name: Names
  parentId: number | null
  displayOrder: number
}

export type DoubleTerm = { id: number; slug: string; name: Names }

export type DoubleProduct = {
  id: number
  sku: string
  name: Names
  shortDescription: Names
  fullDescription: Names
  preparation: Names
  extraInfo: Names
  storageAdvice: Names | null
  categoryIds: number[]
  priceCents: number
  /** Sold per piece, or per kilogram. */
  unit: 'piece' | 'kg'
  grams: number | null
  breed: DoubleTerm | null
  tags: DoubleTerm[]
  stock: number
  /** VAT rate in Belgium, in percent: meat 6, a gift voucher 21. */
  vatRate: number
  giftCardCents: number | null
  createdOn: string
  /** An unpublished product is out of the catalog, but stays in the carts that hold it. */
  published: boolean
}

const POULTRY = 6
const locales: Locale[] = ['nl', 'fr', 'en']
const perLocale = (make: (locale: Locale) => string): Names =>
  Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Names

export function catalogSeed(): { categories: DoubleCategory[]; products: DoubleProduct[] } {
  const terms = (list: typeof breeds) =>
    new Map(
      list.map((term, index) => [term.slug, { id: index + 1, slug: term.slug, name: term.name }]),
    )
  const breedTerms = terms(breeds)
  const tagTerms = terms(tags)
  return {
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      parentId: category.parent ?? null,
      displayOrder: category.sortOrder,
    })),
    products: products.map((product, index) => {
      const text = (field: 'shortDescription' | 'description' | 'preparation' | 'extraInfo') =>
        perLocale((locale) => productTexts(product.category, locale, product.name[locale])[field])
      const isMeat = product.category <= 7 || product.category === 56
      return {
        id: index + 1,
        sku: product.sku,
        name: product.name,
        shortDescription: text('shortDescription'),
        fullDescription: text('description'),
        preparation: text('preparation'),
        extraInfo: text('extraInfo'),
        storageAdvice: isMeat ? storageAdvice(product.category === POULTRY) : null,
        categoryIds: [product.category, ...(product.extraCategories ?? [])],
        priceCents: product.priceCents,
        unit: product.unit ?? 'piece',
        grams: product.grams ?? null,
        breed: product.breed ? (breedTerms.get(product.breed) ?? null) : null,
        tags: (product.tags ?? []).map((slug) => tagTerms.get(slug)!).filter(Boolean),
        stock: product.stock ?? 40,
        vatRate: product.giftCardCents ? 21 : 6,
        giftCardCents: product.giftCardCents ?? null,
        createdOn: new Date(Date.UTC(2026, 0, 1) + index * 86_400_000).toISOString(),
        published: true,
      }
    }),
  }
}
