import type { Field } from 'payload'

import { label, type Label } from '@/collections/labels'
import {
  type SubscriberStatus,
  subscriberStatus,
  subscriberStatuses,
} from '@/commerce/rules/newsletter-status'

export const statusNames: Record<SubscriberStatus, Label> = {
  confirmed: label('Bevestigd', 'Confirmé', 'Confirmed'),
  pending: label('Wacht op bevestiging', 'En attente de confirmation', 'Awaiting confirmation'),
  unsubscribed: label('Uitgeschreven', 'Désinscrit', 'Unsubscribed'),
}

/** Read from the stored fields each time; it is not a column, so it cannot be sorted on. */
export const subscriberStatusField: Field = {
  name: 'status',
  type: 'select',
  virtual: true,
  options: subscriberStatuses.map((value) => ({ value, label: statusNames[value] })),
  label: label('Status', 'Statut', 'Status'),
  admin: { readOnly: true, disableListFilter: true, disableBulkEdit: true, position: 'sidebar' },
  hooks: {
    afterRead: [({ siblingData }) => subscriberStatus(siblingData ?? {})],
  },
}
