import type { Field } from 'payload'

import { label } from '@/collections/labels'

/**
 * The order's online payment attempts, oldest first: the last is the current one. The webhook
 * finds the order by a payment's id here, never by what the request claims.
 */
export const onlinePaymentsField: Field = {
  name: 'onlinePayments',
  type: 'array',
  label: label('Online betalingen', 'Paiements en ligne', 'Online payments'),
  admin: { readOnly: true, initCollapsed: true },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'providerId',
          type: 'text',
          required: true,
          index: true,
          label: label('Betaling', 'Paiement', 'Payment'),
        },
        { name: 'method', type: 'text', label: label('Methode', 'Méthode', 'Method') },
        { name: 'status', type: 'text', label: label('Status', 'Statut', 'Status') },
      ],
    },
  ],
}
