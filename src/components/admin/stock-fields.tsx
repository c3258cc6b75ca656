'use client'

import { NumberField, useDocumentInfo } from '@payloadcms/ui'
import type { NumberFieldClientProps } from 'payload'

/**
 * The stock, typed in while the product is not on sale (no order can have taken any); once it is
 * published, read-only: it then changes only by the adjustment beside it.
 */
export function StockField(props: NumberFieldClientProps) {
  const { hasPublishedDoc } = useDocumentInfo()
  return <NumberField {...props} readOnly={Boolean(props.readOnly) || hasPublishedDoc} />
}

/** The adjustment (+ or −), for a product on sale; before that, the stock itself is typed in. */
export function StockAdjustmentField(props: NumberFieldClientProps) {
  const { hasPublishedDoc } = useDocumentInfo()
  return hasPublishedDoc ? <NumberField {...props} /> : null
}
