/**
 * What every implementation of CatalogApi must do, checked against the demo catalog that the
 * seed creates (a nopCommerce backend loaded with the same demo data runs it unchanged).
 */
import { beforeAll, describe, expect, it } from 'vitest'

import type { CatalogApi } from '@/commerce/provider'
import type { ProductSummary } from '@/commerce/types'

export function catalogConformance(name: string, setup: () => Promise<CatalogApi>) {
  describe(`${name} catalog`, () => {
    let catalog: CatalogApi
    beforeAll(async () => {
      catalog = await setup()
    })

    describe('categories', () => {
      it('lists the meat types and packages as roots, in menu order, in each language', async () => {
        const nl = await catalog.rootCategories('nl')
        expect(nl.map((category) => category.id)).toEqual([2, 3, 4, 5, 6, 7, 52])
        expect(nl.map((category) => category.name).slice(0, 3)).toEqual(['Rund', 'Kalf', 'Lam'])
        const fr = await catalog.rootCategories('fr')
        expect(fr[0]).toMatchObject({ id: 2, name: 'Bœuf', slug: 'Bœuf' })
        const en = await catalog.rootCategories('en')
        expect(en.map((category) => category.slug)).toEqual([
          'Beef',
          'Calf',
          'Lamb',
          'Pork',
          'Poultry',
          'Wild',
          'Packages-and-promos',
        ])
      })

      it('gives a category with its subcategories, or null for an unknown id', async () => {
        const packages = await catalog.category(52, 'nl')
        expect(packages?.subCategories.map((sub) => sub.id)).toEqual([1, 53, 54, 56])
        expect(packages?.parentId).toBeNull()
        const promos = await catalog.category(56, 'fr')
        expect(promos).toMatchObject({
          id: 56,
          name: 'Promotions',
          parentId: 52,
          subCategories: [],
        })
        expect(await catalog.category(999_999, 'nl')).toBeNull()
      })
    })

    describe('product lists', () => {
      it('lists a category branch, including its subcategories', async () => {
        const { items, totalItems } = await catalog.products({
          locale: 'nl',
          categoryId: 52,
          pageSize: 48,
        })
        expect(totalItems).toBe(17)
        expect(items.map((item) => item.name)).toContain('BBQ-pakket klassiek')
      })

      it('paginates without repeating products', async () => {
        const first = await catalog.products({ locale: 'en', categoryId: 2, pageSize: 5, page: 1 })
        const second = await catalog.products({ locale: 'en', categoryId: 2, pageSize: 5, page: 2 })
        expect(first.items).toHaveLength(5)
        expect(first.totalPages).toBe(Math.ceil(first.totalItems / 5))
        const ids = [...first.items, ...second.items].map((item) => item.id)
        expect(new Set(ids).size).toBe(ids.length)
      })

      it('sorts by name and by price both ways', async () => {
        const amounts = (items: ProductSummary[]) => items.map((item) => item.price.amount)
        const up = await catalog.products({ locale: 'nl', sort: 'price-asc', pageSize: 48 })
        expect(amounts(up.items)).toEqual([...amounts(up.items)].sort((a, b) => a - b))
        const down = await catalog.products({ locale: 'nl', sort: 'price-desc', pageSize: 48 })
        expect(amounts(down.items)).toEqual([...amounts(down.items)].sort((a, b) => b - a))
        const byName = await catalog.products({ locale: 'fr', sort: 'name', categoryId: 3 })
        const names = byName.items.map((item) => item.name)
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')))
      })

      it('filters by breed and by tag', async () => {
        const angus = await catalog.products({ locale: 'nl', categoryId: 2, breedSlug: 'angus' })
        expect(angus.items.map((item) => item.name).sort()).toEqual([
          "Côte à l'os Angus",
          'Flank steak',
          'Picanha',
        ])
        const bbq = await catalog.products({ locale: 'en', tagSlugs: ['bbq'], pageSize: 48 })
        expect(bbq.items.map((item) => item.name)).toContain('Spare ribs')
        expect(bbq.items.map((item) => item.name)).not.toContain('Veal escalope')
      })

      it('offers the breeds and tags present in a category as facets', async () => {
        const facets = await catalog.facets({ locale: 'fr', categoryId: 2 })
        expect(facets.breeds.map((breed) => breed.slug).sort()).toEqual([
          'angus',
          'belgian-blue',
          'limousin',
          'wagyu',
        ])
        expect(facets.breeds.find((breed) => breed.slug === 'belgian-blue')?.name).toBe(
          'Blanc-Bleu Belge',
        )
        expect(facets.tags.map((tag) => tag.slug)).toContain('bbq')
      })

      it('keeps a sold-out product listed as not in stock', async () => {
        const { items } = await catalog.products({ locale: 'en', categoryId: 3 })
        expect(items.find((item) => item.name === 'Veal fillet')?.inStock).toBe(false)
        expect(items.find((item) => item.name === 'Veal escalope')?.inStock).toBe(true)
      })
    })

    describe('product detail', () => {
      it('gives everything the product page shows, in the visitor language', async () => {
        const [summary] = (await catalog.search({ locale: 'nl', q: 'entrecote' })).items
        const product = await catalog.product(summary.id, 'fr')
        expect(product).toMatchObject({
          name: 'Entrecôte',
          slug: 'entrecôte',
          price: { amount: 1295, currency: 'EUR' },
          unit: 'piece',
          packedWeightGrams: 400,
          pricePerKg: { amount: 3238, currency: 'EUR' },
          breed: { slug: 'belgian-blue', name: 'Blanc-Bleu Belge' },
          stock: { inStock: true, behaviour: 'notice' },
          vatClass: 'food',
          giftCard: null,
        })
        expect(product?.categories.map((category) => category.id)).toEqual([2])
        expect(product?.tags.map((tag) => tag.name)).toEqual([
          'Meilleure vente',
          'Prêt en un instant',
        ])
        expect(product?.images[0]).toMatchObject({ width: 800, height: 600 })
        expect(product?.storageAdvice).toContain('8 jours')
        expect(product?.related).toHaveLength(3)
        expect(product?.description).toContain('Entrecôte')
        expect(product?.reviews).toEqual({ count: 3, average: 4.7 })
      })

      it('summarizes no reviews as none', async () => {
        const [summary] = (await catalog.search({ locale: 'en', q: 'osso buco' })).items
        expect((await catalog.product(summary.id, 'en'))?.reviews).toEqual({
          count: 0,
          average: null,
        })
      })

      it('gives null for an unknown product', async () => {
        expect(await catalog.product(999_999, 'nl')).toBeNull()
      })
    })

    describe('search', () => {
      const names = async (locale: 'nl' | 'fr' | 'en', q: string) =>
        (await catalog.search({ locale, q, pageSize: 48 })).items.map((item) => item.name)

      it('finds products in each language', async () => {
        expect(await names('nl', 'entrecote')).toContain('Entrecote')
        expect(await names('fr', 'gigot')).toEqual(["Gigot d'agneau"])
        expect(await names('en', 'spare ribs')).toEqual(['Spare ribs'])
      })

      it('ignores accents and case', async () => {
        expect(await names('fr', 'ENTRECÔTE')).toContain('Entrecôte')
        expect(await names('fr', 'entrecote')).toContain('Entrecôte')
        expect(await names('fr', 'boeuf')).toContain('Haché de bœuf')
      })

      it('matches word beginnings as the shopper types, names first', async () => {
        expect((await names('en', 'lamb ch'))[0]).toBe('Lamb chops')
        expect(await names('nl', 'kipp')).toEqual(
          expect.arrayContaining(['Kippenfilet', 'Kippenboutjes']),
        )
      })

      it('returns nothing for an empty or punctuation-only query, without failing', async () => {
        expect(await names('nl', '')).toEqual([])
        expect(await names('nl', "  & | ! :* ' ")).toEqual([])
        expect(await names('nl', 'zzzqqq')).toEqual([])
      })

      it('searches letters that normalize to punctuation without failing', async () => {
        // unaccent turns "ŉ" into "'n" and "⑴" into "(1)": no tsquery syntax on their own.
        for (const q of ['ŉ', '⑴', '½', 'ŉ ⑴ kip', 'ﬁlet', '℡', '㈱'])
          expect(Array.isArray(await names('nl', q))).toBe(true)
        expect(await names('nl', 'ŉ kipp')).toEqual(await names('nl', 'n kipp'))
        expect(await names('nl', '⑴')).toEqual(await names('nl', '1'))
      })

      it('suggests a few matches for the search box', async () => {
        const suggestions = await catalog.suggest('kip', 'nl', 3)
        expect(suggestions).toHaveLength(3)
        expect(suggestions[0]).toEqual({
          id: expect.any(Number),
          name: expect.stringMatching(/^Kip/),
          slug: expect.stringMatching(/^kip/),
        })
      })
    })
  })
}
