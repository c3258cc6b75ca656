import type { Field } from 'payload'

import { label } from './labels'
import { moneyField } from './money-field'

/**
 * Whom a gift voucher line is for and from, on cart and order lines alike; empty on other lines.
 * `amount` is the voucher's value, set when the order is placed.
 */
export const giftRecipientGroup = (withAmount: boolean): Field => ({
  name: 'giftCard',
  type: 'group',
  label: label('Cadeaubon', 'Bon cadeau', 'Gift voucher'),
  admin: { readOnly: true, condition: (_, line) => Boolean(line?.giftCard?.recipientEmail) },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'recipientName', type: 'text', label: label('Voor', 'Pour', 'For') },
        {
          name: 'recipientEmail',
          type: 'text',
          label: label('E-mail ontvanger', 'E-mail destinataire', 'Recipient e-mail'),
        },
        { name: 'senderName', type: 'text', label: label('Van', 'De', 'From') },
        {
          name: 'senderEmail',
          type: 'text',
          label: label('E-mail afzender', 'E-mail expéditeur', 'Sender e-mail'),
        },
      ],
    },
    { name: 'message', type: 'textarea', label: label('Boodschap', 'Message', 'Message') },
    ...(withAmount
      ? [
          moneyField({
            name: 'amount',
            label: label('Waarde', 'Valeur', 'Value'),
            admin: { readOnly: true },
          }),
        ]
      : []),
  ],
})
