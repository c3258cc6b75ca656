import type { Locale } from '../types'

/** The shop's own ways to pay, in each language. */
export const ownPaymentLabels: Record<string, Record<Locale, string>> = {
  banktransfer: { nl: 'Overschrijving', fr: 'Virement bancaire', en: 'Bank transfer' },
  'pay-at-pickup': {
    nl: 'Betalen bij het afhalen',
    fr: 'Payer au retrait',
    en: 'Pay when you pick up',
  },
}

/** What an online payment is called on the provider's page and the bank statement. */
export const paymentDescription: Record<Locale, string> = {
  nl: 'Bestelling',
  fr: 'Commande',
  en: 'Order',
}
