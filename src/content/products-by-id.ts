import 'server-only'

import { commerce } from '@/commerce'
import type { ProductSummary } from '@/commerce/types'
import type { Locale } from '@/i18n/locales'

/**
 * Products an editor named by number, live from the commerce backend, in the editor's order;
 * numbers of products that are gone or unpublished are skipped.
 */
export async function productsById(
  ids: readonly number[],
  locale: Locale,
): Promise<ProductSummary[]> {
  const unique = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))]
  const found = await Promise.all(unique.map((id) => commerce.catalog.product(id, locale)))
  return found.filter((product): product is NonNullable<typeof product> => product !== null)
}
