/** The plugin's catalog models → the commerce domain model. */
import { sitePath } from '@/lib/site-path'

import { quantityLimits } from '../rules/cart-lines'
import { euros as cents, pricePerKg } from '../rules/money'
import { categorySlug, productSlug } from '../rules/slugs'
import type {
  Breed,
  Category,
  CategoryRef,
  Image,
  Product,
  ProductFacets,
  ProductSummary,
  SaleUnit,
  Tag,
  VatClass,
} from '../types'
import type {
  NopCategoryModel,
  NopCategorySimple,
  NopPicture,
  NopProductDetails,
  NopProductOverview,
  NopSpecificationFilter,
  NopSpecificationModel,
} from './catalog-wire'
import { nopAmountToCents } from './money'
import { fromNopQuantity, unitPriceFromNop } from './sale-quantity'
import { specificationAttributes, specificationOptionIds } from './specification-attributes'

/**
 * nopCommerce sends no picture dimensions; the shop's product pictures are 800×600 (4:3), the
 * size the storefront lays them out in.
 */
const PICTURE = { width: 800, height: 600 }

const STANDARD_VAT_FROM = 21

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** Option values arrive HTML-encoded, as nopCommerce encodes them ("Pr&#234;t", "&amp;"). */
export const decodeHtml = (text: string) =>
  text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, code: string) => {
    if (code[0] !== '#') return entities[code.toLowerCase()] ?? whole
    const point =
      code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1))
    return Number.isFinite(point) ? String.fromCodePoint(point) : whole
  })

export function reshapePicture(picture: NopPicture | null | undefined, alt: string): Image | null {
  const url = picture?.imageUrl || picture?.fullSizeImageUrl
  if (!url) return null
  return { url: sitePath(url), alt: picture?.alternateText || alt, ...PICTURE }
}

const categoryRef = ({ id, name }: { id: number; name: string }): CategoryRef => ({
  id,
  name,
  slug: categorySlug(name),
})

export function reshapeRootCategory(root: NopCategorySimple): Category {
  return {
    ...categoryRef(root),
    description: null,
    image: reshapePicture(root.pictureModel, root.name),
    parentId: null,
    subCategories: (root.subCategories ?? []).map(categoryRef),
  }
}

/** Every category of the tree, parents before their children. */
export const flattenCategories = (roots: NopCategorySimple[]): CategoryRef[] =>
  roots.flatMap((root) => [categoryRef(root), ...flattenCategories(root.subCategories ?? [])])

export function reshapeCategory(model: NopCategoryModel): Category {
  const trail = model.categoryBreadcrumb ?? []
  const at = trail.findIndex((step) => step.id === model.id)
  const parent = at > 0 ? trail[at - 1] : null
  return {
    ...categoryRef(model),
    description: model.description || null,
    image: reshapePicture(model.pictureModel, model.name),
    parentId: parent?.id ?? null,
    subCategories: (model.subCategories ?? []).map(categoryRef),
  }
}

/** The values of one of the product's specification attributes, decoded. */
function specification(model: NopSpecificationModel | null | undefined, attributeId: number) {
  const attributes = (model?.groups ?? []).flatMap((group) => group.attributes ?? [])
  return attributes
    .filter((attribute) => attribute.id === attributeId)
    .flatMap((attribute) => attribute.values ?? [])
    .map((value) => decodeHtml(value.valueRaw ?? '').trim())
    .filter(Boolean)
}

const firstSpecification = (model: NopSpecificationModel | null | undefined, id: number) =>
  specification(model, id)[0] ?? null

function gramsOf(text: string | null): number | null {
  const found = text && /(\d+(?:[.,]\d+)?)\s*(kg|g)\b/i.exec(text)
  if (!found) return null
  const amount = Number(found[1].replace(',', '.'))
  return Math.round(found[2].toLowerCase() === 'kg' ? amount * 1000 : amount)
}

const unitOf = (model: NopSpecificationModel | null | undefined): SaleUnit =>
  firstSpecification(model, specificationAttributes.unit)?.toLowerCase() === 'kg' ? 'kg' : 'piece'

function vatClassOf(model: NopSpecificationModel | null | undefined): VatClass {
  const rate = Number(
    (firstSpecification(model, specificationAttributes.vatRate) ?? '')
      .replace(/[^\d.,]/g, '')
      .replace(',', '.'),
  )
  return rate >= STANDARD_VAT_FROM ? 'standard' : 'food'
}

/**
 * A product's summary, with the product's specifications (a list's product comes without them:
 * they are read from its details). nopCommerce prices a weighed product per portion of its weight step, as
 * the cart counts it (sale-quantity.ts); the shop shows the price of a kilogram.
 */
export function reshapeSummary(
  product: NopProductOverview,
  spec: NopSpecificationModel | null | undefined = product.productSpecificationModel,
): ProductSummary {
  const unit = unitOf(spec)
  const sold = { unit, quantityLimits: quantityLimits(unit) }
  const portionPrice = nopAmountToCents(
    product.productPrice?.priceValue ?? product.productPrice?.price,
  )
  const price = cents(unitPriceFromNop(sold, portionPrice))
  const grams =
    unit === 'piece'
      ? gramsOf(firstSpecification(spec, specificationAttributes.packedWeight))
      : null
  return {
    id: product.id,
    name: product.name,
    slug: productSlug(product.name),
    price,
    unit,
    quantityLimits: sold.quantityLimits,
    packedWeightGrams: grams,
    pricePerKg: pricePerKg(price, unit, grams),
    image: reshapePicture(product.pictureModels?.[0], product.name),
    // The shop disables the buy button of a product that is out of stock (low stock activity).
    inStock: !product.productPrice?.disableBuyButton,
    shortDescription: product.shortDescription || null,
  }
}

const slugOfOption = (id: number, name: string) =>
  Object.entries(specificationOptionIds).find(([, known]) => known === id)?.[0] ?? productSlug(name)

/**
 * The breeds and tags lists' specification filters offer (each once), by name in the visitor's
 * language.
 */
export function reshapeFacets(
  filters: NopSpecificationFilter | Array<NopSpecificationFilter | null> | null | undefined,
  locale: string,
): ProductFacets {
  const attributes = [filters ?? []].flat().flatMap((filter) => filter?.attributes ?? [])
  const options = (attributeId: number) => {
    const byId = new Map<number, { id: number; name: string; slug: string }>()
    for (const { id, name } of attributes
      .filter((attribute) => attribute.id === attributeId)
      .flatMap((attribute) => attribute.values ?? [])) {
      const decoded = decodeHtml(name)
      byId.set(id, { id, name: decoded, slug: slugOfOption(id, decoded) })
    }
    return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, locale))
  }
  return {
    breeds: options(specificationAttributes.breed),
    tags: options(specificationAttributes.tag),
  }
}

/**
 * The product page. Its breed and tags arrive as option names only: `options` (the facets of
 * its category, in the same language) gives their ids and slugs.
 */
export function reshapeProduct(
  details: NopProductDetails,
  related: ProductSummary[],
  options: ProductFacets,
): Product {
  const spec = details.productSpecificationModel
  const summary = reshapeSummary({
    ...details,
    pictureModels: details.pictureModels?.length
      ? details.pictureModels
      : details.defaultPictureModel
        ? [details.defaultPictureModel]
        : [],
  })
  const named = <T extends Breed | Tag>(list: T[], name: string): T =>
    list.find((option) => option.name === name) ?? ({ id: 0, name, slug: productSlug(name) } as T)
  const breedName = firstSpecification(spec, specificationAttributes.breed)
  const inStock = details.inStock ?? summary.inStock
  // nopCommerce counts the stock of a weighed product in portions, as its cart items.
  const portions = Number(/\d+/.exec(details.stockAvailability ?? '')?.[0] ?? NaN)
  const quantity = fromNopQuantity(summary, portions)
  const reviews = details.productReviewOverview
  const count = reviews?.totalReviews ?? 0
  return {
    ...summary,
    inStock,
    description: details.fullDescription || null,
    preparation: firstSpecification(spec, specificationAttributes.preparation),
    extraInfo: firstSpecification(spec, specificationAttributes.extraInfo),
    storageAdvice: firstSpecification(spec, specificationAttributes.storageAdvice),
    images: (details.pictureModels ?? [])
      .map((picture) => reshapePicture(picture, details.name))
      .filter((image): image is Image => image !== null),
    categories: (details.breadcrumb?.categoryBreadcrumb ?? []).map(categoryRef),
    tags: specification(spec, specificationAttributes.tag).map((name) => named(options.tags, name)),
    breed: breedName ? named(options.breeds, breedName) : null,
    stock: {
      quantity: Number.isFinite(quantity) ? quantity : inStock ? summary.quantityLimits.max : 0,
      inStock,
      // Out of stock with the buy button still on: the shop takes backorders.
      behaviour: !inStock && details.addToCart?.disableBuyButton === false ? 'backorder' : 'notice',
    },
    vatClass: vatClassOf(spec),
    giftCard: details.giftCard?.isGiftCard ? { amount: summary.price } : null,
    related,
    reviews: {
      count,
      average: count > 0 ? Math.round(((reviews?.ratingSum ?? 0) / count) * 10) / 10 : null,
    },
  }
}
