import type { CatalogApi } from '@/commerce/provider'
import type { Locale } from '@/i18n/locales'

/** What an admin picker chooses from the shop's catalog: products or categories. */
export const choiceKinds = ['products', 'categories'] as const
export type ChoiceKind = (typeof choiceKinds)[number]

/** A product or category as the picker shows it: its commerce id and its name. */
export type Choice = { id: number; name: string }

const MATCHES = 10

/** Case and accents left out: "cote" finds "Côte à l'os". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** Products or categories whose name matches what the editor typed, named in `locale`. */
export async function findChoices(
  catalog: CatalogApi,
  kind: ChoiceKind,
  text: string,
  locale: Locale,
): Promise<Choice[]> {
  if (kind === 'products')
    return (await catalog.suggest(text, locale, MATCHES)).map(({ id, name }) => ({ id, name }))
  const wanted = folded(text)
  return (await catalog.allCategories(locale))
    .filter((category) => folded(category.name).includes(wanted))
    .slice(0, MATCHES)
    .map(({ id, name }) => ({ id, name }))
}

/**
 * The names of chosen products or categories, in the order given; ids the shop no longer shows
 * (deleted, unpublished) are left out.
 */
export async function namedChoices(
  catalog: CatalogApi,
  kind: ChoiceKind,
  ids: readonly number[],
  locale: Locale,
): Promise<Choice[]> {
  if (kind === 'products') {
    const found = await Promise.all(ids.map((id) => catalog.product(id, locale)))
    return found.flatMap((product) => (product ? [{ id: product.id, name: product.name }] : []))
  }
  const byId = new Map((await catalog.allCategories(locale)).map((each) => [each.id, each]))
  return ids.flatMap((id) => {
    const category = byId.get(id)
    return category ? [{ id, name: category.name }] : []
  })
}
