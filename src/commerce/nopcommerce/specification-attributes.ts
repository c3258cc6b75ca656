/**
 * The specification attributes the shop's nopCommerce gives its products (Catalog › Attributes ›
 * Specification attributes), by id. Breed and tags are filterable option attributes: nopCommerce
 * filters a list by option ids (`specification_option_ids`). Unit, packed weight and VAT rate
 * are custom text values, the same in every language ("kg" or "piece", "400 g", "6%");
 * preparation, extra information and storage advice are custom HTML texts per language.
 */
export const specificationAttributes = {
  breed: 1,
  tag: 2,
  unit: 3,
  packedWeight: 4,
  vatRate: 5,
  preparation: 6,
  extraInfo: 7,
  storageAdvice: 8,
} as const

/**
 * The breed and tag options by the slug the storefront's addresses use: nopCommerce keeps no
 * slug for an option. An option missing here is addressed by its name's slug.
 */
export const specificationOptionIds: Record<string, number> = {
  'belgian-blue': 11,
  limousin: 12,
  angus: 13,
  wagyu: 14,
  texel: 15,
  duroc: 16,
  iberico: 17,
  'mechelse-koekoek': 18,
  bbq: 21,
  bestseller: 22,
  quick: 23,
  'slow-cooking': 24,
  festive: 25,
  gift: 26,
}
