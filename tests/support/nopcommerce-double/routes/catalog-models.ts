/**
 * The stand-in's catalog as the plugin's models (snake_case): pictures, categories, product
 * overviews and details, specification attributes, in the language of the request.
 */
import { nopLanguageIds } from '@/commerce/nopcommerce/language-ids'
import {
  specificationAttributes,
  specificationOptionIds,
} from '@/commerce/nopcommerce/specification-attributes'
import type { Locale } from '@/i18n/locales'

import { saleUnit } from '../cart-pricing'
import type { DoubleCategory, DoubleProduct, DoubleTerm } from '../catalog-seed'
import { formatAmount } from '../http'
import type { DoubleState } from '../state'
import { reviewTotals } from './review-store'

/** Where pictures are served: the stand-in itself once it listens (see server.ts). */
let storeUrl = 'http://127.0.0.1'
export const servePicturesFrom = (url: string) => {
  storeUrl = url
}
const PICTURE_SIZE = 800

export const localeOfLanguage = (languageId: number): Locale =>
  (Object.entries(nopLanguageIds) as Array<[Locale, number]>).find(
    ([, id]) => id === languageId,
  )?.[0] ?? 'nl'

/** nopCommerce's slug of a name: ASCII, lowercase, hyphenated. */
export const seName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** As .NET's WebUtility.HtmlEncode writes a specification option's value. */
export const htmlEncode = (text: string) =>
  text.replace(
    /[<>&"'\u00a0-\u00ff]/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[char] ??
      `&#${char.charCodeAt(0)};`,
  )

export function pictureModel(product: DoubleProduct, locale: Locale) {
  const name = product.name[locale]
  const file = `${String(product.id).padStart(7, '0')}_${seName(product.name.nl)}`
  return {
    image_url: `${storeUrl}/images/thumbs/${file}_${PICTURE_SIZE}.webp`,
    thumb_image_url: `${storeUrl}/images/thumbs/${file}_415.webp`,
    full_size_image_url: `${storeUrl}/images/thumbs/${file}.webp`,
    title: name,
    alternate_text: name,
    custom_properties: {},
  }
}

const emptyPicture = {
  image_url: null,
  thumb_image_url: null,
  full_size_image_url: null,
  title: null,
  alternate_text: null,
}

const attributeNames: Record<number, Record<Locale, string>> = {
  [specificationAttributes.breed]: { nl: 'Ras', fr: 'Race', en: 'Breed' },
  [specificationAttributes.tag]: { nl: 'Kenmerken', fr: 'Caractéristiques', en: 'Features' },
  [specificationAttributes.unit]: { nl: 'Verkocht per', fr: 'Vendu par', en: 'Sold by' },
  [specificationAttributes.packedWeight]: {
    nl: 'Verpakt gewicht',
    fr: 'Poids emballé',
    en: 'Packed weight',
  },
  [specificationAttributes.vatRate]: { nl: 'Btw', fr: 'TVA', en: 'VAT' },
  [specificationAttributes.preparation]: { nl: 'Bereiding', fr: 'Préparation', en: 'Preparation' },
  [specificationAttributes.extraInfo]: {
    nl: 'Meer informatie',
    fr: 'Informations',
    en: 'More information',
  },
  [specificationAttributes.storageAdvice]: {
    nl: 'Bewaaradvies',
    fr: 'Conservation',
    en: 'Storage advice',
  },
}

const OPTION = 0
const CUSTOM_TEXT = 10
const CUSTOM_HTML_TEXT = 20

/** The option id of a breed or tag; the shop's own options are listed by slug. */
export const optionId = (term: DoubleTerm, attributeId: number) =>
  specificationOptionIds[term.slug] ?? attributeId * 100 + term.id

function specificationModel(product: DoubleProduct, locale: Locale) {
  const values: Array<readonly [number, number, string]> = [
    ...(product.breed
      ? [[specificationAttributes.breed, OPTION, htmlEncode(product.breed.name[locale])] as const]
      : []),
    ...product.tags.map(
      (tag) => [specificationAttributes.tag, OPTION, htmlEncode(tag.name[locale])] as const,
    ),
    [specificationAttributes.unit, CUSTOM_TEXT, product.unit],
    ...(product.grams
      ? [[specificationAttributes.packedWeight, CUSTOM_TEXT, `${product.grams} g`] as const]
      : []),
    [specificationAttributes.vatRate, CUSTOM_TEXT, `${product.vatRate}%`],
    [specificationAttributes.preparation, CUSTOM_HTML_TEXT, product.preparation[locale]],
    [specificationAttributes.extraInfo, CUSTOM_HTML_TEXT, product.extraInfo[locale]],
    ...(product.storageAdvice
      ? [
          [
            specificationAttributes.storageAdvice,
            CUSTOM_HTML_TEXT,
            product.storageAdvice[locale],
          ] as const,
        ]
      : []),
  ]
  const ids = [...new Set(values.map(([id]) => id))]
  return {
    groups: [
      {
        id: 0,
        name: null,
        attributes: ids.map((id) => ({
          id,
          name: attributeNames[id][locale],
          values: values
            .filter(([attribute]) => attribute === id)
            .map(([, type, value]) => ({
              attribute_type_id: type,
              value_raw: value,
              color_squares_rgb: null,
            })),
        })),
      },
    ],
  }
}

/** A product sold out is not orderable: the shop disables its buy button (low stock activity). */
const buyButtonDisabled = (product: DoubleProduct) => saleUnit(product).stock <= 0

function priceModel(product: DoubleProduct, languageId: number) {
  const { priceCents } = saleUnit(product)
  return {
    old_price: null,
    old_price_value: null,
    price: formatAmount(priceCents, languageId),
    price_value: priceCents / 100,
    disable_buy_button: buyButtonDisabled(product),
    disable_wishlist_button: false,
    available_for_pre_order: false,
    currency_code: 'EUR',
    call_for_price: false,
    product_id: product.id,
    hide_prices: false,
  }
}

/**
 * A product as lists show it (ProductModelFactory.PrepareProductOverviewModelsAsync): the catalog
 * lists, search and related products leave its specifications out (`prepareSpecificationAttributes`
 * is false there); only the product's details carry them.
 */
export function productOverview(
  state: DoubleState,
  product: DoubleProduct,
  languageId: number,
  { withSpecifications = false } = {},
) {
  const locale = localeOfLanguage(languageId)
  return {
    id: product.id,
    name: product.name[locale],
    short_description: product.shortDescription[locale],
    full_description: product.fullDescription[locale],
    se_name: seName(product.name.nl),
    sku: product.sku,
    product_type: 'SimpleProduct',
    mark_as_new: false,
    product_price: priceModel(product, languageId),
    picture_models: [pictureModel(product, locale)],
    product_specification_model: withSpecifications
      ? specificationModel(product, locale)
      : { groups: [], custom_properties: {} },
    review_overview_model: {
      product_id: product.id,
      ...reviewTotals(state, product.id),
      allow_customer_reviews: true,
      can_add_new_review: true,
    },
    custom_properties: {},
  }
}

/** A category and its ancestors, root first. */
export function categoryPath(state: DoubleState, id: number): DoubleCategory[] {
  const category = state.categories.find((candidate) => candidate.id === id)
  if (!category) return []
  return [...(category.parentId === null ? [] : categoryPath(state, category.parentId)), category]
}

export const childrenOf = (state: DoubleState, id: number | null) =>
  state.categories
    .filter((category) => category.parentId === id)
    .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id)

/**
 * A category as GetCatalogRoot and GetCatalogSubCategories give it: CatalogModelFactory reads it
 * back from its cached XML (GetCategorySimpleModel), which leaves `sub_categories` empty; only
 * `have_sub_categories` tells that it has some (in the top menu). CatalogController adds a picture
 * to the roots when asked (`loadImage`).
 */
export function categorySimple(
  state: DoubleState,
  category: DoubleCategory,
  locale: Locale,
  withPicture: boolean,
): Record<string, unknown> {
  return {
    id: category.id,
    name: category.name[locale],
    se_name: seName(category.name.nl),
    number_of_products: null,
    include_in_top_menu: true,
    sub_categories: [],
    have_sub_categories: childrenOf(state, category.id).length > 0,
    route: `/${seName(category.name.nl)}`,
    picture_model: withPicture ? emptyPicture : null,
    custom_properties: {},
  }
}

const stockTexts: Record<Locale, { count: string; none: string }> = {
  nl: { count: '{0} op voorraad', none: 'Niet op voorraad' },
  fr: { count: '{0} en stock', none: 'Rupture de stock' },
  en: { count: '{0} in stock', none: 'Out of stock' },
}

const relatedPerProduct = 3

/** The demo shop's related products: the next products of the product's own category. */
export function relatedProducts(state: DoubleState, product: DoubleProduct): DoubleProduct[] {
  const siblings = state.products.filter(
    (other) =>
      other.published && other.categoryIds[0] === product.categoryIds[0] && other.id !== product.id,
  )
  const start = Math.max(
    siblings.findIndex((other) => other.id > product.id),
    0,
  )
  return [...siblings.slice(start), ...siblings.slice(0, start)].slice(0, relatedPerProduct)
}

export function productDetails(state: DoubleState, product: DoubleProduct, languageId: number) {
  const locale = localeOfLanguage(languageId)
  const overview = productOverview(state, product, languageId, { withSpecifications: true })
  const { stock } = saleUnit(product)
  const inStock = stock > 0
  const trail = categoryPath(state, product.categoryIds[0])
  return {
    ...overview,
    default_picture_zoom_enabled: true,
    default_picture_model: overview.picture_models[0],
    visible_individually: true,
    show_sku: false,
    gift_card: {
      is_gift_card: product.giftCardCents !== null,
      recipient_name: null,
      recipient_email: null,
      sender_name: null,
      sender_email: null,
      message: null,
      gift_card_type: 'Virtual',
    },
    is_ship_enabled: product.giftCardCents === null,
    manage_inventory_method: 'ManageStock',
    stock_availability: inStock
      ? stockTexts[locale].count.replace('{0}', String(stock))
      : stockTexts[locale].none,
    display_back_in_stock_subscription: !inStock,
    in_stock: inStock,
    add_to_cart: {
      product_id: product.id,
      entered_quantity: 1,
      disable_buy_button: buyButtonDisabled(product),
      disable_wishlist_button: false,
    },
    breadcrumb: {
      enabled: true,
      product_id: product.id,
      product_name: overview.name,
      product_se_name: overview.se_name,
      category_breadcrumb: trail.map((category) => ({
        id: category.id,
        name: category.name[locale],
        se_name: seName(category.name.nl),
      })),
    },
    product_tags: [],
    product_attributes: [],
    product_manufacturers: [],
    product_review_overview: overview.review_overview_model,
    tier_prices: [],
    associated_products: [],
    display_discontinued_message: false,
  }
}
