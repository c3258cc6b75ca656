/** Where an address stands with the newsletter, as the admin shows it. */
export const subscriberStatuses = ['confirmed', 'pending', 'unsubscribed'] as const
export type SubscriberStatus = (typeof subscriberStatuses)[number]

export type SubscriberRow = {
  subscribed?: boolean | null
  unsubscribedAt?: string | null
  mailWindowStart?: string | null
}

/**
 * Confirmed once the owner clicked the link; unsubscribed after leaving, unless a confirmation
 * mail went out since (they asked again: pending); otherwise waiting for the click: pending.
 */
export function subscriberStatus(row: SubscriberRow): SubscriberStatus {
  if (row.subscribed) return 'confirmed'
  if (!row.unsubscribedAt) return 'pending'
  const askedAgain =
    row.mailWindowStart != null && Date.parse(row.mailWindowStart) > Date.parse(row.unsubscribedAt)
  return askedAgain ? 'pending' : 'unsubscribed'
}
