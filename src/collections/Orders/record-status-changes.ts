import type { CollectionBeforeChangeHook } from 'payload'

import type { OrderStatusField } from './statuses'

const fields: OrderStatusField[] = ['status', 'paymentStatus', 'shippingStatus']

/** Every change of a status is written into the order's history: which, from what, by whom, when. */
export const recordStatusChanges: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const by = req.user?.email ?? (req.context.changedBy as string | undefined) ?? 'shop'
  const at = new Date().toISOString()
  const changes = fields
    .filter((field) => data[field] !== undefined && data[field] !== originalDoc[field])
    .map((field) => ({ field, from: originalDoc[field], to: data[field], by, at }))
  if (changes.length === 0) return data
  return { ...data, history: [...(originalDoc.history ?? []), ...changes] }
}
