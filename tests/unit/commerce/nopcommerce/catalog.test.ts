import { describe, expect, it } from 'vitest'

import {
  decodeHtml,
  reshapeCategory,
  reshapeFacets,
  reshapeProduct,
  reshapeSummary,
} from '@/commerce/nopcommerce/catalog-reshape'
import type { NopProductDetails } from '@/commerce/nopcommerce/catalog-wire'
import { fromNopQuantity, unitPriceFromNop } from '@/commerce/nopcommerce/sale-quantity'
import { reshapeCustomerReview, reshapeProductReview } from '@/commerce/nopcommerce/review-reshape'
import { writtenOnToIso } from '@/commerce/nopcommerce/written-on'

const spec = (...attributes: Array<[number, string[]]>) => ({
  groups: [
    {
      attributes: attributes.map(([id, values]) => ({
        id,
        values: values.map((valueRaw) => ({ valueRaw })),
      })),
    },
  ],
})

const entrecote: NopProductDetails = {
  id: 1,
  name: 'Entrecôte',
  shortDescription: 'Entrecôte, fraîchement découpé.',
  fullDescription: 'Entrecôte de notre boucherie.',
  productPrice: { price: '12,95 €', priceValue: 12.95, disableBuyButton: false },
  pictureModels: [
    {
      imageUrl: 'https://shop.example/images/thumbs/0000001_entrecote_800.webp',
      alternateText: 'Entrecôte',
    },
  ],
  productSpecificationModel: spec(
    [1, ['Blanc-Bleu Belge']],
    [2, ['Meilleure vente', 'Pr&#234;t en un instant']],
    [3, ['piece']],
    [4, ['400 g']],
    [5, ['6%']],
    [8, ['Se conserve 8 jours.']],
  ),
  stockAvailability: '40 en stock',
  inStock: true,
  giftCard: { isGiftCard: false },
  breadcrumb: { categoryBreadcrumb: [{ id: 2, name: 'Bœuf' }] },
  productReviewOverview: { ratingSum: 14, totalReviews: 3 },
}

const options = {
  breeds: [{ id: 11, name: 'Blanc-Bleu Belge', slug: 'belgian-blue' }],
  tags: [
    { id: 22, name: 'Meilleure vente', slug: 'bestseller' },
    { id: 23, name: 'Prêt en un instant', slug: 'quick' },
  ],
}

describe('nopCommerce catalog reshape', () => {
  it('turns a product overview into a summary: price in cents, unit and weight from its specifications', () => {
    expect(reshapeSummary(entrecote)).toEqual({
      id: 1,
      name: 'Entrecôte',
      slug: 'entrecôte',
      price: { amount: 1295, currency: 'EUR' },
      unit: 'piece',
      quantityLimits: { min: 1, max: 99, step: 1 },
      packedWeightGrams: 400,
      pricePerKg: { amount: 3238, currency: 'EUR' },
      image: {
        url: 'https://shop.example/images/thumbs/0000001_entrecote_800.webp',
        alt: 'Entrecôte',
        width: 800,
        height: 600,
      },
      inStock: true,
      shortDescription: 'Entrecôte, fraîchement découpé.',
    })
    const soldOut = reshapeSummary({
      id: 5,
      name: 'Carbonnades',
      productPrice: { price: '8,45 €', disableBuyButton: true },
      productSpecificationModel: spec([3, ['kg']]),
    })
    expect(soldOut).toMatchObject({ unit: 'kg', image: null, inStock: false })
  })

  it('turns a weighed product’s price and stock per portion of its step into per kilogram', () => {
    const carbonnades = reshapeProduct(
      {
        ...entrecote,
        id: 5,
        name: 'Carbonnades',
        productPrice: { price: '8,45 €', priceValue: 8.45, disableBuyButton: false },
        productSpecificationModel: spec([3, ['kg']], [5, ['6%']]),
        stockAvailability: '7 en stock',
      },
      [],
      options,
    )
    expect(carbonnades).toMatchObject({
      unit: 'kg',
      price: { amount: 1690 },
      pricePerKg: { amount: 1690 },
      quantityLimits: { min: 0.5, step: 0.5 },
      stock: { quantity: 3.5, inStock: true },
    })
    // The cart reads nopCommerce's price of one portion the same way.
    expect(unitPriceFromNop(carbonnades, 845)).toBe(carbonnades.price.amount)
    expect(fromNopQuantity(carbonnades, 7)).toBe(carbonnades.stock.quantity)
  })

  it('gives the product page with breed and tags by the catalog options, stock and review average', () => {
    const product = reshapeProduct(entrecote, [], options)
    expect(product).toMatchObject({
      breed: { id: 11, slug: 'belgian-blue' },
      tags: [{ slug: 'bestseller' }, { slug: 'quick', name: 'Prêt en un instant' }],
      stock: { quantity: 40, inStock: true, behaviour: 'notice' },
      vatClass: 'food',
      giftCard: null,
      storageAdvice: 'Se conserve 8 jours.',
      preparation: null,
      categories: [{ id: 2, slug: 'Bœuf' }],
      reviews: { count: 3, average: 4.7 },
    })
    const soldOut = reshapeProduct(
      {
        ...entrecote,
        inStock: false,
        stockAvailability: 'Rupture de stock',
        productReviewOverview: null,
      },
      [],
      options,
    )
    expect(soldOut).toMatchObject({
      stock: { quantity: 0, inStock: false },
      reviews: { count: 0, average: null },
    })
  })

  it('knows a gift voucher by its gift card model and the standard VAT rate', () => {
    const voucher = reshapeProduct(
      {
        ...entrecote,
        productPrice: { priceValue: 50 },
        giftCard: { isGiftCard: true },
        productSpecificationModel: spec([5, ['21%']]),
      },
      [],
      options,
    )
    expect(voucher).toMatchObject({
      vatClass: 'standard',
      giftCard: { amount: { amount: 5000 } },
      breed: null,
    })
  })

  it('gives facets with the shop slugs, an unknown option by its name, sorted by name', () => {
    const facets = reshapeFacets(
      {
        attributes: [
          {
            id: 1,
            values: [
              { id: 13, name: 'Angus' },
              { id: 11, name: 'Blanc-Bleu Belge' },
            ],
          },
          { id: 2, values: [{ id: 99, name: 'Nouveaut&#233;' }] },
        ],
      },
      'fr',
    )
    expect(facets).toEqual({
      breeds: [
        { id: 13, name: 'Angus', slug: 'angus' },
        { id: 11, name: 'Blanc-Bleu Belge', slug: 'belgian-blue' },
      ],
      tags: [{ id: 99, name: 'Nouveauté', slug: 'nouveauté' }],
    })
  })

  it('finds a category parent in its breadcrumb', () => {
    expect(
      reshapeCategory({
        id: 56,
        name: 'Promotions',
        categoryBreadcrumb: [{ id: 52 }, { id: 56 }],
        subCategories: [],
      }),
    ).toMatchObject({ id: 56, parentId: 52, slug: 'Promotions', description: null, image: null })
  })

  it('decodes what nopCommerce HTML-encodes', () => {
    expect(decodeHtml('Caf&#233; &amp; &quot;th&#xE9;&quot; &lt;b&gt; &nbsp;')).toBe(
      'Café & "thé" <b> &nbsp;',
    )
  })
})

describe('nopCommerce reviews reshape', () => {
  it('reads the written-on text of each language in the shop time zone', () => {
    expect(writtenOnToIso('3/02/2026 10:00')).toBe('2026-02-03T09:00:00.000Z')
    expect(writtenOnToIso('03/02/26 10:00')).toBe('2026-02-03T09:00:00.000Z')
    expect(writtenOnToIso('2/3/2026 10:00 AM')).toBe('2026-02-03T09:00:00.000Z')
    expect(writtenOnToIso('7/15/2026 1:05 PM')).toBe('2026-07-15T11:05:00.000Z')
    expect(writtenOnToIso('nothing')).toBeNull()
  })

  it('reshapes product and customer reviews, approved by the status word', () => {
    expect(
      reshapeProductReview(
        {
          id: 7,
          customerName: 'Els V.',
          title: 'Top',
          reviewText: 'Mals.',
          rating: 5,
          writtenOnStr: '1/02/2026 10:00',
        },
        { id: 1, name: 'Entrecote' },
      ),
    ).toEqual({
      id: 7,
      productId: 1,
      productName: 'Entrecote',
      title: 'Top',
      text: 'Mals.',
      rating: 5,
      authorName: 'Els V.',
      createdAt: '2026-02-01T09:00:00.000Z',
      approved: true,
      // nopCommerce keeps no language of a review.
      language: null,
    })
    const own = (approvalStatus: string) =>
      reshapeCustomerReview({ productId: 3, rating: 9, approvalStatus }, 'Sofie C.')
    expect(own('Approuvé')).toMatchObject({ id: 3, productId: 3, rating: 5, approved: true })
    expect(own('In afwachting').approved).toBe(false)
  })
})
