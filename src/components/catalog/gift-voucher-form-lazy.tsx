'use client'

import dynamic from 'next/dynamic'

/**
 * The voucher form (with its form library) is loaded only on a voucher's page: rendered through
 * `next/dynamic`, other product pages never ask for its script.
 */
export const LazyGiftVoucherForm = dynamic(() =>
  import('./gift-voucher-form').then((module) => module.GiftVoucherForm),
)
