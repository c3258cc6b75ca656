/** Category ids the shop refers to by number (spec section 9). */
export const PACKAGES_AND_PROMOS = 52
export const PROMOS = 56
export const PACKAGES = 1
