import { formatDay, formatWeight } from '@/commerce/rules/money'
import { type PickingList, windowText } from '@/commerce/rules/picking-list'
import type { Locale } from '@/i18n/locales'
import { escapeHtml as escape } from '@/mail/compose'

import { paymentWords } from './picking-list-words'

const words: Record<Locale, Record<string, string>> = {
  nl: {
    title: 'Picklijst',
    products: 'Producten',
    orders: 'Bestellingen',
    none: 'Geen bestellingen voor deze dag.',
    closed: 'Let op: de winkel is gesloten op deze dag.',
    pickup: 'Afhalen',
    delivery: 'Levering',
    csv: 'CSV downloaden',
    print: 'Afdrukken',
    payment: 'Betaling:',
  },
  fr: {
    title: 'Liste de préparation',
    products: 'Produits',
    orders: 'Commandes',
    none: 'Aucune commande pour ce jour.',
    closed: 'Attention : la boutique est fermée ce jour-là.',
    pickup: 'Retrait',
    delivery: 'Livraison',
    csv: 'Télécharger en CSV',
    print: 'Imprimer',
    payment: 'Paiement :',
  },
  en: {
    title: 'Picking list',
    products: 'Products',
    orders: 'Orders',
    none: 'No orders for this day.',
    closed: 'Note: the shop is closed on this day.',
    pickup: 'Pickup',
    delivery: 'Delivery',
    csv: 'Download CSV',
    print: 'Print',
    payment: 'Payment:',
  },
}

const amount = (unit: string, quantity: number, locale: Locale) =>
  unit === 'kg' ? formatWeight(Math.round(quantity * 1000), locale) : `${quantity} ×`

/** The picking list as a page to print: totals per product, then each order to pack. */
export function pickingListPage(list: PickingList, closed: boolean, locale: Locale): string {
  const t = words[locale]
  const products = list.products
    .map(
      (line) =>
        `<tr><td>${escape(amount(line.unit, line.quantity, locale))}</td><td>${escape(line.name)}</td></tr>`,
    )
    .join('')
  const orders = list.orders
    .map((order) => {
      const address = order.address
        ? `${order.address.street} ${order.address.houseNumber}, ${order.address.postcode} ${order.address.city}`
        : t.pickup
      const lines = order.lines
        .map(
          (line) =>
            `<li>${escape(amount(line.unit, line.quantity, locale))} ${escape(line.name)}</li>`,
        )
        .join('')
      return `<section><h3>${escape(order.number)} · ${escape(t[order.deliveryMethod])} ${escape(windowText(order.window))}</h3>
<p>${escape(order.name)} · ${escape(order.phone)}<br>${escape(address)}</p>
<p class="payment payment-${escape(order.paymentStatus)}">${escape(t.payment)} ${escape(paymentWords(order.paymentStatus, locale))}</p><ul>${lines}</ul></section>`
    })
    .join('')
  const title = `${t.title} ${formatDay(list.day, locale)}`
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font:14px system-ui;margin:2rem}table{border-collapse:collapse}td{padding:2px 12px 2px 0}
section{break-inside:avoid;border-top:1px solid #ccc;padding:.5rem 0}.closed{background:#fde68a;padding:.5rem}
.payment-paid{color:#166534}.payment-pending{color:#9a3412;font-weight:600}
@media print{a,button{display:none}}</style></head><body>
<h1>${escape(title)}</h1>
${closed ? `<p class="closed" role="alert">${escape(t.closed)}</p>` : ''}
<p><button type="button" onclick="print()">${escape(t.print)}</button> <a href="?date=${escape(list.day)}&amp;format=csv">${escape(t.csv)}</a></p>
${list.orders.length === 0 ? `<p>${escape(t.none)}</p>` : `<h2>${escape(t.products)}</h2><table>${products}</table><h2>${escape(t.orders)}</h2>${orders}`}
</body></html>`
}
