import { label, type Label } from '@/collections/labels'

import { statusLabels } from './statuses'

/**
 * Words for what the shop stores as codes in an order's text fields, in the admin's languages:
 * the admin shows these, never "banktransfer" or "piece".
 */
export const paymentMethodLabels: Record<string, Label> = {
  banktransfer: label('Overschrijving', 'Virement bancaire', 'Bank transfer'),
  'pay-at-pickup': label('Betalen bij afhalen', 'Paiement au retrait', 'Pay at pickup'),
  bancontact: label('Bancontact', 'Bancontact', 'Bancontact'),
  creditcard: label('Kredietkaart', 'Carte de crédit', 'Credit card'),
  ideal: label('iDEAL', 'iDEAL', 'iDEAL'),
  paypal: label('PayPal', 'PayPal', 'PayPal'),
  kbc: label('KBC/CBC-betaalknop', 'Bouton de paiement KBC/CBC', 'KBC/CBC payment button'),
  belfius: label('Belfius Pay', 'Belfius Pay', 'Belfius Pay'),
  applepay: label('Apple Pay', 'Apple Pay', 'Apple Pay'),
}

export const unitLabels: Record<string, Label> = {
  piece: label('stuk', 'pièce', 'piece'),
  kg: label('kg', 'kg', 'kg'),
}

/** A payment's state at the payment provider. */
export const onlinePaymentStatusLabels: Record<string, Label> = {
  open: label('Open', 'Ouvert', 'Open'),
  pending: label('In afwachting', 'En attente', 'Pending'),
  authorized: label('Goedgekeurd', 'Autorisé', 'Authorized'),
  paid: label('Betaald', 'Payé', 'Paid'),
  canceled: label('Geannuleerd', 'Annulé', 'Cancelled'),
  expired: label('Verlopen', 'Expiré', 'Expired'),
  failed: label('Mislukt', 'Échoué', 'Failed'),
}

/** Which status a history line changed. */
export const statusFieldLabels: Record<string, Label> = {
  status: label('Status', 'Statut', 'Status'),
  paymentStatus: label('Betaling', 'Paiement', 'Payment'),
  shippingStatus: label('Levering', 'Livraison', 'Shipping'),
}

export { statusLabels }

/** A read-only text field that shows the words for its code (see `ValueLabelField`). */
export const showsWordsFor = (labels: Record<string, Label>) => ({
  Field: {
    path: '@/components/admin/value-label#ValueLabelField',
    clientProps: { labels },
  },
  Cell: {
    path: '@/components/admin/value-label#ValueLabelCell',
    clientProps: { labels },
  },
})
