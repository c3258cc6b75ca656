'use client'

import { lazyIsland } from '../lazy-island'

/** The voucher form (with its form library) loads only on a voucher's page. */
export const LazyGiftVoucherForm = lazyIsland(() =>
  import('./gift-voucher-form').then((module) => module.GiftVoucherForm),
)
