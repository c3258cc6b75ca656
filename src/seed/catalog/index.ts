import type { Payload } from 'payload'

import { createLocalized, seedContext } from '../localized-doc'
import { seedPicture } from '../picture'
import { categories } from './categories'
import { type ProductSeed, products } from './products'
import { seedReviews } from './reviews'
import { breeds, tags, type TermSeed } from './taxonomy'
import { productTexts, storageAdvice } from './texts'

const POULTRY = 6
const RELATED_PER_PRODUCT = 3

async function seedCategories(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'categories',
    pagination: false,
    depth: 0,
    select: {},
  })
  const existing = new Set(docs.map((doc) => doc.id))
  for (const { id, name, parent, sortOrder } of categories) {
    if (existing.has(id)) continue
    await createLocalized(
      payload,
      'categories',
      { id, parent, sortOrder, showInMenu: true },
      { name },
    )
  }
}

/** Creates missing terms; returns every term's id by slug. */
async function seedTerms(payload: Payload, collection: 'tags' | 'breeds', terms: TermSeed[]) {
  const ids = new Map<string, number>()
  const { docs } = await payload.find({ collection, pagination: false, depth: 0 })
  for (const doc of docs) ids.set(doc.slug, doc.id)
  for (const { slug, name } of terms) {
    if (!ids.has(slug))
      ids.set(slug, await createLocalized(payload, collection, { slug }, { name }))
  }
  return ids
}

async function seedProduct(
  payload: Payload,
  product: ProductSeed,
  tagIds: Map<string, number>,
  breedIds: Map<string, number>,
): Promise<number> {
  const texts = {
    nl: productTexts(product.category, 'nl', product.name.nl),
    fr: productTexts(product.category, 'fr', product.name.fr, product.frenchForm),
    en: productTexts(product.category, 'en', product.name.en),
  }
  const field = (key: keyof (typeof texts)['nl']) => ({
    nl: texts.nl[key],
    fr: texts.fr[key],
    en: texts.en[key],
  })
  const isMeat = product.category <= 7 || product.category === 56
  const keptAsPoultry = product.category === POULTRY || product.gameBird === true
  return createLocalized(
    payload,
    'products',
    {
      sku: product.sku,
      priceCents: product.priceCents,
      vatClass: product.giftCardCents ? 'standard' : 'food',
      unit: product.unit ?? 'piece',
      packedWeightGrams: product.grams,
      stock: product.stock ?? 40,
      outOfStock: 'notice',
      giftCard: Boolean(product.giftCardCents),
      giftCardAmountCents: product.giftCardCents,
      categories: [product.category, ...(product.extraCategories ?? [])],
      tags: (product.tags ?? []).map((slug) => tagIds.get(slug)!),
      breed: product.breed ? breedIds.get(product.breed) : undefined,
      images: [
        await seedPicture(payload, {
          key: product.sku,
          category: product.category,
          alt: product.name,
        }),
      ],
      _status: 'published',
    },
    {
      name: product.name,
      shortDescription: field('shortDescription'),
      description: field('description'),
      preparation: field('preparation'),
      extraInfo: field('extraInfo'),
      ...(isMeat ? { storageAdvice: storageAdvice(keptAsPoultry) } : {}),
    },
  )
}

/** Links each new product to the next few products of its own category. */
async function linkRelated(payload: Payload, created: Array<{ id: number; product: ProductSeed }>) {
  for (const { id, product } of created) {
    const siblings = created.filter(
      (other) => other.product.category === product.category && other.id !== id,
    )
    const start = siblings.findIndex((other) => other.id > id)
    const ordered = [
      ...siblings.slice(Math.max(start, 0)),
      ...siblings.slice(0, Math.max(start, 0)),
    ]
    const related = ordered.slice(0, RELATED_PER_PRODUCT).map((other) => other.id)
    if (related.length) {
      await payload.update({
        collection: 'products',
        id,
        data: { related, _status: 'published' },
        context: seedContext,
      })
    }
  }
}

export async function seedCatalog(payload: Payload): Promise<void> {
  await seedCategories(payload)
  const tagIds = await seedTerms(payload, 'tags', tags)
  const breedIds = await seedTerms(payload, 'breeds', breeds)

  const { docs } = await payload.find({
    collection: 'products',
    pagination: false,
    depth: 0,
    select: { sku: true },
    draft: true,
  })
  const existing = new Set(docs.map((doc) => doc.sku))
  const created: Array<{ id: number; product: ProductSeed }> = []
  for (const product of products) {
    if (existing.has(product.sku)) continue
    created.push({ id: await seedProduct(payload, product, tagIds, breedIds), product })
  }
  await linkRelated(payload, created)
  await seedReviews(payload)
}
