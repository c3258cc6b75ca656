import type { Localized } from './localized'

export type CategorySeed = {
  id: number
  name: Localized
  parent?: number
  sortOrder: number
  meatType?: MeatType
}

export type MeatType = 'beef' | 'calf' | 'lamb' | 'pork' | 'poultry' | 'wild'

/** Meat types are the roots of the catalog; 52 groups packages and promos (spec section 9). */
export const categories: CategorySeed[] = [
  { id: 2, sortOrder: 1, meatType: 'beef', name: { nl: 'Rund', fr: 'Bœuf', en: 'Beef' } },
  { id: 3, sortOrder: 2, meatType: 'calf', name: { nl: 'Kalf', fr: 'Veau', en: 'Calf' } },
  { id: 4, sortOrder: 3, meatType: 'lamb', name: { nl: 'Lam', fr: 'Agneau', en: 'Lamb' } },
  { id: 5, sortOrder: 4, meatType: 'pork', name: { nl: 'Varken', fr: 'Porc', en: 'Pork' } },
  {
    id: 6,
    sortOrder: 5,
    meatType: 'poultry',
    name: { nl: 'Gevogelte', fr: 'Volaille', en: 'Poultry' },
  },
  { id: 7, sortOrder: 6, meatType: 'wild', name: { nl: 'Wild', fr: 'Gibier', en: 'Wild' } },
  {
    id: 52,
    sortOrder: 7,
    name: { nl: "Pakketten en promo's", fr: 'Colis et promos', en: 'Packages and promos' },
  },
  {
    id: 1,
    parent: 52,
    sortOrder: 1,
    name: { nl: 'Vleespakketten', fr: 'Colis de viande', en: 'Meat packages' },
  },
  {
    id: 53,
    parent: 52,
    sortOrder: 2,
    name: { nl: 'BBQ-pakketten', fr: 'Colis barbecue', en: 'BBQ packages' },
  },
  {
    id: 54,
    parent: 52,
    sortOrder: 3,
    name: { nl: 'Delicatessen', fr: 'Épicerie fine', en: 'Deli' },
  },
  {
    id: 56,
    parent: 52,
    sortOrder: 4,
    name: { nl: 'Promoties', fr: 'Promotions', en: 'Promotions' },
  },
]
