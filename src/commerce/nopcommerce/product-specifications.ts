import type { Locale } from '../types'
import { anonymously } from './anonymous-call'
import type { NopProductDetails, NopSpecificationModel } from './catalog-wire'
import type { NopContext } from './context'
import { refusedWith } from './refusal'

/** How long a product's specifications are kept: about as long as a cached catalog list. */
const KEEP_MS = 5 * 60_000
/** Detail calls in flight at once, so that a long list does not flood nopCommerce. */
const AT_ONCE = 8

type Kept = { until: number; specification: Promise<NopSpecificationModel | null> }

/**
 * The specifications of listed products. nopCommerce's lists leave them out, yet a product's
 * unit, packed weight and price per kilogram come from them: they are read from each product's
 * details (Product/GetProductDetails) and kept a few minutes. What the storefront reads there
 * (unit, packed weight, VAT rate) is the same in every language.
 */
export function productSpecifications(context: NopContext) {
  const kept = new Map<number, Kept>()

  function read(id: number, locale: Locale) {
    return anonymously(context, locale, (token) =>
      context.client.get<{ productDetailsModel?: NopProductDetails | null }>(
        `Product/GetProductDetails/${id}`,
        { token },
      ),
    ).then(
      (answer) => answer.productDetailsModel?.productSpecificationModel ?? null,
      (error: unknown) => {
        // A product gone between the list and its details: listed without them.
        if (refusedWith(error, 400, 404)) return null
        throw error
      },
    )
  }

  function specificationOf(id: number, locale: Locale) {
    const now = Date.now()
    const known = kept.get(id)
    if (known && known.until > now) return known.specification
    const specification = read(id, locale)
    kept.set(id, { until: now + KEEP_MS, specification })
    specification.catch(() => kept.delete(id))
    return specification
  }

  return {
    /** The specifications of these products, by id (null for one without details). */
    async of(ids: number[], locale: Locale): Promise<Map<number, NopSpecificationModel | null>> {
      const found = new Map<number, NopSpecificationModel | null>()
      for (let start = 0; start < ids.length; start += AT_ONCE) {
        const batch = ids.slice(start, start + AT_ONCE)
        const specifications = await Promise.all(batch.map((id) => specificationOf(id, locale)))
        batch.forEach((id, index) => found.set(id, specifications[index]))
      }
      return found
    },
  }
}
