import type { PickingListCsvWords } from '@/commerce/rules/picking-list'
import type { Locale } from '@/i18n/locales'

import { statusLabels } from './statuses'
import { unitLabels } from './value-labels'

const inLanguage = <K extends string>(codes: readonly K[], locale: Locale) =>
  Object.fromEntries(codes.map((code) => [code, statusLabels[code][locale]])) as Record<K, string>

const payments = ['pending', 'paid', 'refunded', 'cancelled'] as const

const headers: Record<Locale, PickingListCsvWords['headers']> = {
  nl: {
    order: 'Bestelling',
    method: 'Levermethode',
    window: 'Tijdvak',
    name: 'Naam',
    phone: 'Telefoon',
    address: 'Adres',
    payment: 'Betaling',
    product: 'Product',
    quantity: 'Hoeveelheid',
    unit: 'Eenheid',
  },
  fr: {
    order: 'Commande',
    method: 'Mode de livraison',
    window: 'Créneau',
    name: 'Nom',
    phone: 'Téléphone',
    address: 'Adresse',
    payment: 'Paiement',
    product: 'Produit',
    quantity: 'Quantité',
    unit: 'Unité',
  },
  en: {
    order: 'Order',
    method: 'Delivery method',
    window: 'Time window',
    name: 'Name',
    phone: 'Phone',
    address: 'Address',
    payment: 'Payment',
    product: 'Product',
    quantity: 'Quantity',
    unit: 'Unit',
  },
}

const methods: Record<Locale, PickingListCsvWords['method']> = {
  nl: { delivery: 'Levering', pickup: 'Afhalen' },
  fr: { delivery: 'Livraison', pickup: 'Retrait' },
  en: { delivery: 'Delivery', pickup: 'Pickup' },
}

/** The picking list's CSV words in the admin's language. */
export const pickingListCsvWords = (locale: Locale): PickingListCsvWords => ({
  headers: headers[locale],
  method: methods[locale],
  payment: inLanguage(payments, locale),
  unit: { piece: unitLabels.piece[locale], kg: unitLabels.kg[locale] },
  decimalMark: locale === 'en' ? '.' : ',',
})

/** A payment status in the admin's language, for the printed list. */
export const paymentWords = (status: string, locale: Locale) =>
  statusLabels[status]?.[locale] ?? status
