/** Payload documents → the commerce domain model. */
import type {
  Breed as BreedDoc,
  Category as CategoryDoc,
  Media,
  Product as ProductDoc,
  Tag as TagDoc,
} from '@/payload-types'

import { sitePath } from '@/lib/site-path'

import { quantityLimits } from '../rules/cart-lines'
import { euros, pricePerKg } from '../rules/money'
import { categorySlug, productSlug } from '../rules/slugs'
import type { Breed, Image, Product, ProductSummary, ReviewSummary, Tag } from '../types'
import type { FlatCategory } from './category-tree'

/** Relationships arrive as documents at sufficient depth and as ids below it; keep documents. */
export const populated = <T extends object>(values: Array<number | T> | null | undefined): T[] =>
  (values ?? []).filter((value): value is T => typeof value === 'object' && value !== null)

export function reshapeImage(media: Media | number | null | undefined): Image | null {
  if (!media || typeof media === 'number' || !media.url) return null
  return {
    url: sitePath(media.url),
    alt: media.alt,
    width: media.width ?? 0,
    height: media.height ?? 0,
  }
}

export const reshapeTag = (tag: TagDoc): Tag => ({ id: tag.id, name: tag.name, slug: tag.slug })
export const reshapeBreed = (breed: BreedDoc): Breed => ({
  id: breed.id,
  name: breed.name,
  slug: breed.slug,
})

export function reshapeCategory(doc: CategoryDoc): FlatCategory {
  const parent = doc.parent
  return {
    id: doc.id,
    name: doc.name,
    slug: categorySlug(doc.name),
    description: doc.description ?? null,
    image: reshapeImage(doc.image),
    parentId:
      parent === null || parent === undefined
        ? null
        : typeof parent === 'number'
          ? parent
          : parent.id,
    sortOrder: doc.sortOrder ?? 0,
  }
}

/** How much of the product one cart line may hold. */
export const limitsOf = (doc: Pick<ProductDoc, 'unit' | 'weightStepGrams'>) =>
  quantityLimits(doc.unit, doc.weightStepGrams)

export const isAvailable = (doc: Pick<ProductDoc, 'stock' | 'outOfStock'>) =>
  doc.stock > 0 || doc.outOfStock === 'backorder'

export function reshapeSummary(doc: ProductDoc): ProductSummary {
  const price = euros(doc.priceCents)
  const weight = doc.packedWeightGrams ?? null
  return {
    id: doc.id,
    name: doc.name,
    slug: productSlug(doc.name),
    price,
    unit: doc.unit,
    quantityLimits: limitsOf(doc),
    packedWeightGrams: weight,
    pricePerKg: pricePerKg(price, doc.unit, weight),
    image: reshapeImage(populated(doc.images)[0]),
    inStock: isAvailable(doc),
    shortDescription: doc.shortDescription ?? null,
  }
}

export function reshapeProduct(doc: ProductDoc, reviews: ReviewSummary): Product {
  const breed = typeof doc.breed === 'object' && doc.breed ? reshapeBreed(doc.breed) : null
  return {
    ...reshapeSummary(doc),
    description: doc.description ?? null,
    preparation: doc.preparation ?? null,
    extraInfo: doc.extraInfo ?? null,
    storageAdvice: doc.storageAdvice ?? null,
    images: populated(doc.images)
      .map(reshapeImage)
      .filter((image): image is Image => image !== null),
    categories: populated(doc.categories).map((category) => ({
      id: category.id,
      name: category.name,
      slug: categorySlug(category.name),
    })),
    tags: populated(doc.tags).map(reshapeTag),
    breed,
    stock: { quantity: doc.stock, inStock: isAvailable(doc), behaviour: doc.outOfStock },
    vatClass: doc.vatClass,
    giftCard: doc.giftCard ? { amount: euros(doc.giftCardAmountCents ?? 0) } : null,
    related: populated(doc.related)
      .filter((related) => related._status === 'published')
      .map(reshapeSummary),
    reviews,
  }
}
