/**
 * How the stand-in lists products as nopCommerce's CatalogModelFactory does: the page size a
 * list may ask (PreparePageSizeOptionsAsync), the specification filter of a category
 * (GetFiltrableSpecificationAttributeOptionsByCategoryIdAsync: the options its products carry;
 * an asked option the category does not offer is dropped; options of one attribute OR'ed,
 * attributes AND'ed), ProductSortingEnum as ProductService sorts, and the keyword search
 * (ProductService.SearchProductsAsync: the term contained in the standard or the localized name,
 * and with `sid` in the descriptions, as the database compares text).
 */
import { specificationAttributes } from '@/commerce/nopcommerce/specification-attributes'
import type { Locale } from '@/i18n/locales'

import { saleUnit } from '../cart-pricing'
import { catalogSettings } from '../catalog-settings'
import type { DoubleProduct } from '../catalog-seed'
import type { DoubleState } from '../state'
import { childrenOf, localeOfLanguage, optionId, productOverview } from './catalog-models'

/** CatalogProductsCommandDto as sent (snake_case). */
export type ListCommand = {
  specification_option_ids?: number[] | null
  order_by?: number | null
  page_number?: number | null
  page_size?: number | null
}

/** The language nopCommerce keeps a product's own (standard) name and texts in: Dutch. */
const STANDARD: Locale = 'nl'

/**
 * Text as the shop's database compares it with a stock collation (SQL Server's
 * `SQL_Latin1_General_CP1_CI_AS`): case-insensitive, accent-sensitive, ligatures and
 * compatibility forms as their letters.
 */
export const folded = (text: string) =>
  text.toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae').replace(/ß/g, 'ss').normalize('NFKC')

/** The products whose standard or localized name (and with `descriptions` texts) hold the term. */
export function containing(
  products: DoubleProduct[],
  term: string,
  locale: Locale,
  descriptions: boolean,
) {
  const wanted = folded(term)
  const texts = (product: DoubleProduct) => [
    product.name[STANDARD],
    product.name[locale],
    ...(descriptions
      ? [
          product.shortDescription[STANDARD],
          product.fullDescription[STANDARD],
          product.shortDescription[locale],
          product.fullDescription[locale],
        ]
      : []),
  ]
  return products.filter((product) => texts(product).some((text) => folded(text).includes(wanted)))
}

/** A category's id, with its descendants' when the shop shows their products in it. */
export function listedCategoryIds(state: DoubleState, id: number): number[] {
  if (!catalogSettings(state).showProductsFromSubcategories) return [id]
  return [id, ...childrenOf(state, id).flatMap((child) => listedCategoryIds(state, child.id))]
}

export const inCategories = (state: DoubleState, ids: number[]) =>
  state.products.filter(
    (product) => product.published && product.categoryIds.some((id) => ids.includes(id)),
  )

const filterableAttributes = [specificationAttributes.breed, specificationAttributes.tag]

type Option = {
  id: number
  attribute: number
  product: DoubleProduct
  name: Record<Locale, string>
}

const optionsOf = (product: DoubleProduct): Option[] =>
  [
    ...(product.breed ? [{ attribute: specificationAttributes.breed, term: product.breed }] : []),
    ...product.tags.map((term) => ({ attribute: specificationAttributes.tag, term })),
  ].map(({ attribute, term }) => ({
    id: optionId(term, attribute),
    attribute,
    product,
    name: term.name,
  }))

/** The filterable options the products carry, once each. */
export function filterableOptions(products: DoubleProduct[]) {
  const options = new Map<number, Option>()
  for (const option of products.flatMap(optionsOf)) options.set(option.id, option)
  return [...options.values()]
}

function withOptions(products: DoubleProduct[], selected: Option[]) {
  if (selected.length === 0) return products
  return products.filter((product) => {
    const own = optionsOf(product).map((option) => option.id)
    return filterableAttributes.every((attribute) => {
      const asked = selected.filter((option) => option.attribute === attribute)
      return asked.length === 0 || asked.some((option) => own.includes(option.id))
    })
  })
}

/**
 * ProductSortingEnum as ProductService sorts: Position keeps the list's own order (the seed's
 * order stands for the display order), names are the standard names (nopCommerce 4.60 sorts by
 * `p.Name`), prices the product's own price (of one portion), creation newest first.
 */
function sorted(products: DoubleProduct[], orderBy: number) {
  const byName = (a: DoubleProduct, b: DoubleProduct) =>
    a.name[STANDARD].localeCompare(b.name[STANDARD], STANDARD)
  const price = (product: DoubleProduct) => saleUnit(product).priceCents
  const compare: Record<number, (a: DoubleProduct, b: DoubleProduct) => number> = {
    5: byName,
    6: (a, b) => byName(b, a),
    10: (a, b) => price(a) - price(b),
    11: (a, b) => price(b) - price(a),
    15: (a, b) => b.createdOn.localeCompare(a.createdOn),
  }
  const order = compare[orderBy]
  return order ? [...products].sort((a, b) => order(a, b) || a.id - b.id) : products
}

/** PreparePageSizeOptionsAsync: a size the list does not offer becomes its first option. */
const pageSizeOf = (options: number[], asked: number) =>
  options.includes(asked) ? asked : options[0]

const specificationFilter = (options: Option[], selected: Option[], locale: Locale) => ({
  enabled: options.length > 0,
  attributes: filterableAttributes
    .map((attribute) => ({
      id: attribute,
      name: null,
      values: options
        .filter((option) => option.attribute === attribute)
        .map((option) => ({
          id: option.id,
          name: option.name[locale],
          color_squares_rgb: null,
          selected: selected.some((chosen) => chosen.id === option.id),
        })),
    }))
    .filter((attribute) => attribute.values.length > 0),
})

type ListModel = {
  state: DoubleState
  candidates: DoubleProduct[]
  command: ListCommand
  languageId: number
  /** The category's filterable options; null for a search (it has no specification filter). */
  filterable: ReturnType<typeof filterableOptions> | null
  /** Whether an empty list says "no products match" (PrepareCatalogProductsAsync). */
  isFiltering: boolean
  /** A search refused before searching (the term's minimum length): no products, no paging. */
  warning?: string
}

/** The catalog_products_model of a list: the candidates filtered, sorted, one page. */
export function catalogProductsModel(list: ListModel) {
  const { state, candidates, command, languageId, filterable } = list
  const locale = localeOfLanguage(languageId)
  const asked = (command.specification_option_ids ?? []).map(Number)
  const selected = (filterable ?? []).filter((option) => asked.includes(option.id))
  const orderBy = Number(command.order_by ?? 0)
  const listed = list.warning ? [] : sorted(withOptions(candidates, selected), orderBy)
  const { pageSizeOptions } = catalogSettings(state)
  const pageSize = pageSizeOf(pageSizeOptions, Math.floor(Number(command.page_size) || 0))
  const pageNumber = Math.max(1, Math.floor(Number(command.page_number) || 1))
  const totalPages = Math.ceil(listed.length / pageSize)
  const first = (pageNumber - 1) * pageSize
  const page = listed.slice(first, first + pageSize)
  return {
    use_ajax_loading: true,
    warning_message: list.warning ?? null,
    no_result_message:
      !list.warning && listed.length === 0 && list.isFiltering ? noResults[locale] : null,
    price_range_filter: { enabled: false },
    specification_filter: filterable
      ? specificationFilter(filterable, selected, locale)
      : { enabled: false, attributes: [] },
    manufacturer_filter: { enabled: false, manufacturers: [] },
    allow_product_sorting: true,
    available_sort_options: [],
    allow_product_view_mode_changing: true,
    available_view_modes: [],
    allow_customers_to_select_page_size: true,
    page_size_options: pageSizeOptions.map((size) => ({
      text: String(size),
      value: String(size),
      selected: size === pageSize,
    })),
    order_by: command.order_by ?? null,
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
    custom_properties: {},
  }
}

const noResults: Record<Locale, string> = {
  nl: 'Er zijn geen producten gevonden die aan uw criteria voldoen.',
  fr: 'Aucun produit ne correspond à vos critères.',
  en: 'No products were found that matched your criteria.',
}
