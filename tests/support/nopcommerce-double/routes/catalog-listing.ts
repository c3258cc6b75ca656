/**
 * How the stand-in lists products as nopCommerce does: a category with its subcategories
 * (ShowProductsFromSubcategories), the specification filter (options of one attribute OR'ed,
 * attributes AND'ed), the search term's words as word beginnings ignoring accents and case,
 * ProductSortingEnum and paging.
 */
import { specificationAttributes } from '@/commerce/nopcommerce/specification-attributes'
import type { Locale } from '@/i18n/locales'

import type { DoubleProduct } from '../catalog-seed'
import type { DoubleState } from '../state'
import { childrenOf, localeOfLanguage, optionId, productOverview } from './catalog-models'

export type ListCommand = {
  specification_option_ids?: number[] | null
  order_by?: number | null
  page_number?: number | null
  page_size?: number | null
}

const DEFAULT_PAGE_SIZE = 6

/** Words as the search compares them: accents, ligatures and compatibility forms undone. */
export const searchWordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

/** A category's id with its descendants' ids. */
export function branchIds(state: DoubleState, id: number): number[] {
  return [id, ...childrenOf(state, id).flatMap((child) => branchIds(state, child.id))]
}

export const inCategories = (state: DoubleState, ids: number[]) =>
  state.products.filter(
    (product) => product.published && product.categoryIds.some((id) => ids.includes(id)),
  )

/**
 * Products matching every word of the term as a word beginning, in the name or (with
 * `descriptions`) the descriptions, each with how many words its name matched.
 */
export function matching(
  products: DoubleProduct[],
  term: string,
  locale: Locale,
  descriptions: boolean,
) {
  const words = searchWordsOf(term)
  if (words.length === 0) return []
  return products.flatMap((product) => {
    const name = searchWordsOf(product.name[locale])
    const text = descriptions
      ? [
          ...name,
          ...searchWordsOf(product.shortDescription[locale]),
          ...searchWordsOf(product.fullDescription[locale]),
        ]
      : name
    const found = (list: string[], word: string) => list.some((known) => known.startsWith(word))
    if (!words.every((word) => found(text, word))) return []
    return [{ product, score: words.filter((word) => found(name, word)).length }]
  })
}

function sorted(products: DoubleProduct[], orderBy: number, locale: Locale) {
  const byName = (a: DoubleProduct, b: DoubleProduct) =>
    a.name[locale].localeCompare(b.name[locale], locale)
  const compare: Record<number, (a: DoubleProduct, b: DoubleProduct) => number> = {
    5: byName,
    6: (a, b) => byName(b, a),
    10: (a, b) => a.priceCents - b.priceCents,
    11: (a, b) => b.priceCents - a.priceCents,
    15: (a, b) => b.createdOn.localeCompare(a.createdOn),
  }
  const order = compare[orderBy]
  return order ? [...products].sort((a, b) => order(a, b) || a.id - b.id) : products
}

const filterable = [specificationAttributes.breed, specificationAttributes.tag]

const optionsOf = (product: DoubleProduct) => [
  ...(product.breed ? [{ attribute: specificationAttributes.breed, term: product.breed }] : []),
  ...product.tags.map((term) => ({ attribute: specificationAttributes.tag, term })),
]

function specificationFilter(products: DoubleProduct[], selected: number[], locale: Locale) {
  const attributes = filterable.map((attribute) => {
    const values = new Map<
      number,
      { id: number; name: string; color_squares_rgb: null; selected: boolean }
    >()
    for (const product of products)
      for (const option of optionsOf(product).filter((found) => found.attribute === attribute)) {
        const id = optionId(option.term, attribute)
        values.set(id, {
          id,
          name: option.term.name[locale],
          color_squares_rgb: null,
          selected: selected.includes(id),
        })
      }
    return { id: attribute, name: null, values: [...values.values()] }
  })
  return {
    enabled: true,
    attributes: attributes.filter((attribute) => attribute.values.length > 0),
  }
}

/** The attribute each option of the catalog belongs to. */
function attributeOfOption(state: DoubleState) {
  const attributes = new Map<number, number>()
  for (const product of state.products)
    for (const { attribute, term } of optionsOf(product))
      attributes.set(optionId(term, attribute), attribute)
  return attributes
}

function withOptions(state: DoubleState, products: DoubleProduct[], selected: number[]) {
  if (selected.length === 0) return products
  const attributeOf = attributeOfOption(state)
  return products.filter((product) => {
    const own = optionsOf(product).map(({ attribute, term }) => optionId(term, attribute))
    return filterable.every((attribute) => {
      const asked = selected.filter((id) => attributeOf.get(id) === attribute)
      return asked.length === 0 || asked.some((id) => own.includes(id))
    })
  })
}

/**
 * The catalog_products_model of a list: `candidates` filtered by the command's options, in its
 * order (Position keeps the candidates' own order: a search's ranking), one page.
 */
export function catalogProductsModel(
  state: DoubleState,
  candidates: DoubleProduct[],
  command: ListCommand,
  languageId: number,
) {
  const locale = localeOfLanguage(languageId)
  const selected = (command.specification_option_ids ?? []).map(Number)
  const orderBy = Number(command.order_by ?? 0)
  const listed = sorted(withOptions(state, candidates, selected), orderBy, locale)
  const pageSize = Math.max(1, Math.floor(Number(command.page_size) || DEFAULT_PAGE_SIZE))
  const pageNumber = Math.max(1, Math.floor(Number(command.page_number) || 1))
  const totalPages = Math.ceil(listed.length / pageSize)
  const first = (pageNumber - 1) * pageSize
  const page = listed.slice(first, first + pageSize)
  return {
    use_ajax_loading: false,
    warning_message: null,
    no_result_message: listed.length === 0 ? noResults[locale] : null,
    price_range_filter: { enabled: false },
    specification_filter: specificationFilter(candidates, selected, locale),
    manufacturer_filter: { enabled: false, manufacturers: [] },
    allow_product_sorting: true,
    available_sort_options: [],
    allow_product_view_mode_changing: false,
    available_view_modes: [],
    allow_customers_to_select_page_size: true,
    page_size_options: [],
    order_by: orderBy,
    view_mode: 'grid',
    products: page.map((product) => productOverview(state, product, languageId)),
    page_index: pageNumber - 1,
    page_number: pageNumber,
    page_size: pageSize,
    total_items: listed.length,
    total_pages: totalPages,
    first_item: page.length ? first + 1 : 0,
    last_item: first + page.length,
    has_previous_page: pageNumber > 1,
    has_next_page: pageNumber < totalPages,
  }
}

const noResults: Record<Locale, string> = {
  nl: 'Er zijn geen producten gevonden die aan uw criteria voldoen.',
  fr: 'Aucun produit ne correspond à vos critères.',
  en: 'No products were found that matched your criteria.',
}
