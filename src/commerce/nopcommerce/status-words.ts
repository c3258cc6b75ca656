/**
 * nopCommerce's order, payment and shipping statuses as its plugin answers them: words in the
 * customer's language (`GetLocalizedEnumAsync`), never their values, but for the order list's
 * order status. The storefront knows them by their enum names and by the words the shop's language
 * packs give them (Configuration › Languages › string resources
 * `Enums.Nop.Core.Domain.Orders.OrderStatus.*`, `…Payments.PaymentStatus.*`,
 * `…Shipping.ShippingStatus.*`; README).
 */
import type { OrderStatus, PaymentStatus, ShippingStatus } from '../types'

/** A status's words or value: lower case, without spaces, accents or punctuation. */
export const statusKey = (status: string | number | null | undefined) =>
  String(status ?? '')
    .normalize('NFD')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()

type Words<T> = Array<[T, Array<string | number>]>

/** Each status with its enum value, its name, and its words in English, Dutch and French. */
const orderWords: Words<OrderStatus> = [
  ['pending', [10, 'Pending', 'In afwachting', 'En attente']],
  ['processing', [20, 'Processing', 'In behandeling', 'En cours']],
  ['completed', [30, 'Complete', 'Voltooid', 'Terminée']],
  ['cancelled', [40, 'Cancelled', 'Geannuleerd', 'Annulée']],
]

const paymentWords: Words<PaymentStatus> = [
  ['pending', [10, 'Pending', 'In afwachting', 'En attente']],
  ['pending', [20, 'Authorized', 'Geautoriseerd', 'Autorisé']],
  ['paid', [30, 'Paid', 'Betaald', 'Payée']],
  [
    'paid',
    [
      35,
      'PartiallyRefunded',
      'Partially refunded',
      'Gedeeltelijk terugbetaald',
      'Partiellement remboursée',
    ],
  ],
  ['refunded', [40, 'Refunded', 'Terugbetaald', 'Remboursée']],
  ['cancelled', [50, 'Voided', 'Vervallen', 'Annulée']],
]

/** nopCommerce's shipping statuses, as a delivery and as a pickup. */
const shippingWords: Words<[ShippingStatus, ShippingStatus]> = [
  [
    ['not-shipped', 'not-shipped'],
    [
      10,
      'ShippingNotRequired',
      'Shipping not required',
      'Verzending niet nodig',
      'Livraison non requise',
    ],
  ],
  [
    ['not-shipped', 'not-shipped'],
    [20, 'NotYetShipped', 'Not yet shipped', 'Nog niet verzonden', 'Pas encore expédiée'],
  ],
  [
    ['out-for-delivery', 'ready-for-pickup'],
    [
      25,
      'PartiallyShipped',
      'Partially shipped',
      'Gedeeltelijk verzonden',
      'Partiellement expédiée',
    ],
  ],
  [
    ['out-for-delivery', 'ready-for-pickup'],
    [30, 'Shipped', 'Verzonden', 'Expédiée'],
  ],
  [
    ['delivered', 'picked-up'],
    [40, 'Delivered', 'Geleverd', 'Livrée'],
  ],
]

const lookup = <T>(words: Words<T>) =>
  new Map(words.flatMap(([status, names]) => names.map((name) => [statusKey(name), status])))

const orders = lookup(orderWords)
const payments = lookup(paymentWords)
const shipping = lookup(shippingWords)

/** Unknown words count as the status an order starts with. */
export const orderStatusOf = (status: string | number | null | undefined): OrderStatus =>
  orders.get(statusKey(status)) ?? 'pending'

export const paymentStatusOf = (status: string | number | null | undefined): PaymentStatus =>
  payments.get(statusKey(status)) ?? 'pending'

export const shippingStatusOf = (
  status: string | number | null | undefined,
  pickup = false,
): ShippingStatus => shipping.get(statusKey(status))?.[pickup ? 1 : 0] ?? 'not-shipped'
