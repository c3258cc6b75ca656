import type { CountryCode } from '../types'

/**
 * The shop's countries by their ids in its nopCommerce (Configuration › Countries). Belgium is
 * the default country of a new cart (spec section 9: CountryId 22).
 */
export const nopCountryIds: Record<CountryCode, number> = {
  BE: 22,
  NL: 153,
  FR: 76,
  DE: 83,
  LU: 129,
}

export const countryOfId = (id: number | null | undefined): CountryCode | undefined =>
  (Object.entries(nopCountryIds) as Array<[CountryCode, number]>).find(
    ([, known]) => known === id,
  )?.[0]
