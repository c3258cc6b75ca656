import { label, type Label } from '@/collections/labels'

/** Where an order stands, how it is paid and how it reaches the shopper: three separate fields. */
export const orderStatuses = ['pending', 'processing', 'ready', 'completed', 'cancelled'] as const
export const paymentStatuses = ['pending', 'paid', 'refunded', 'cancelled'] as const
export const shippingStatuses = [
  'not-shipped',
  'ready-for-pickup',
  'out-for-delivery',
  'delivered',
  'picked-up',
] as const

export type OrderStatusField = 'status' | 'paymentStatus' | 'shippingStatus'

export const statusLabels: Record<string, Label> = {
  pending: label('In afwachting', 'En attente', 'Pending'),
  processing: label('In behandeling', 'En préparation', 'Processing'),
  ready: label('Klaar', 'Prête', 'Ready'),
  completed: label('Afgerond', 'Terminée', 'Completed'),
  cancelled: label('Geannuleerd', 'Annulée', 'Cancelled'),
  paid: label('Betaald', 'Payée', 'Paid'),
  refunded: label('Terugbetaald', 'Remboursée', 'Refunded'),
  'not-shipped': label('Niet verzonden', 'Non expédiée', 'Not shipped'),
  'ready-for-pickup': label('Klaar om af te halen', 'Prête à retirer', 'Ready for pickup'),
  'out-for-delivery': label('Onderweg', 'En cours de livraison', 'Out for delivery'),
  delivered: label('Geleverd', 'Livrée', 'Delivered'),
  'picked-up': label('Afgehaald', 'Retirée', 'Picked up'),
}

export const statusOptions = (values: readonly string[]) =>
  values.map((value) => ({ value, label: statusLabels[value] }))
