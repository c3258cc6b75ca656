import type { Field } from 'payload'

import { label } from '@/collections/labels'

import { onlinePaymentStatusLabels, paymentMethodLabels, showsWordsFor } from './value-labels'

/**
 * The order's online payment attempts, oldest first: the last is the current one. The webhook
 * finds the order by a payment's id here, never by what the request claims.
 */
export const onlinePaymentsField: Field = {
  name: 'onlinePayments',
  type: 'array',
  label: label('Online betalingen', 'Paiements en ligne', 'Online payments'),
  labels: {
    singular: label('Online betaling', 'Paiement en ligne', 'Online payment'),
    plural: label('Online betalingen', 'Paiements en ligne', 'Online payments'),
  },
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
        {
          name: 'method',
          type: 'text',
          label: label('Methode', 'Méthode', 'Method'),
          admin: { components: showsWordsFor(paymentMethodLabels) },
        },
        {
          name: 'status',
          type: 'text',
          label: label('Status', 'Statut', 'Status'),
          admin: { components: showsWordsFor(onlinePaymentStatusLabels) },
        },
      ],
    },
  ],
}
