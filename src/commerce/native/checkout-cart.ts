/**
 * The cart as placing an order reads and leaves it, in plain SQL inside the order's transaction:
 * only the columns an order needs, in one round trip, because Payload's document reads and
 * writes cost more time than the whole rest of placing an order (docs/adr/0005-placing-an-order.md).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type {
  CountryCode,
  DeliveryMethod,
  GiftCardRecipient,
  Locale,
  SaleUnit,
  VatClass,
} from '../types'
import { type CartOwner, lockCart } from './cart-lock'
import { transactionDb } from '@/database/transaction-db'

export type CheckoutProduct = {
  id: number
  name: string
  sku: string | null
  unit: SaleUnit
  priceCents: number
  vatClass: VatClass
  weightStepGrams: number | null
  categoryIds: number[]
  /** The value of the gift voucher the product is, or null for other products. */
  giftCardCents: number | null
}

/** What an order is placed from: a shopper's cart, or what the owner took down by phone. */
export type OrderDraft = {
  deliveryMethod: DeliveryMethod
  deliveryDate: string | null
  country: CountryCode
  termsAccepted: boolean
  checkout: unknown
  discountCode: string | null
  giftCardCode: string | null
  /** Lines of products the shop still sells, in cart order. */
  lines: Array<{ product: CheckoutProduct; quantity: number; giftCard: GiftCardRecipient | null }>
}

export type CheckoutCart = OrderDraft & { id: number }

/** A product's columns as `productColumns` reads them. */
type ProductRow = {
  product_id: number | null
  name: string | null
  sku: string | null
  unit: SaleUnit | null
  price_cents: string | null
  vat_class: VatClass | null
  weight_step_grams: string | null
  category_ids: number[] | null
  gift_card: boolean | null
  gift_card_amount_cents: string | null
}

/** What an order needs of a product `p`, with its name from `productNames`. */
const productColumns = sql`
  p.id AS product_id, COALESCE(own.name, nl.name) AS name, p.sku, p.unit, p.price_cents,
  p.vat_class, p.weight_step_grams,
  ARRAY(SELECT r.categories_id::int FROM products_rels r
         WHERE r.parent_id = p.id AND r.path = 'categories' AND r.categories_id IS NOT NULL)
    AS category_ids,
  p.gift_card, p.gift_card_amount_cents`

/** The product's name in `locale`, or else in Dutch. */
const productNames = (locale: Locale) => sql`
  LEFT JOIN products_locales own ON own._parent_id = p.id AND own._locale = ${locale}
  LEFT JOIN products_locales nl ON nl._parent_id = p.id AND nl._locale = 'nl'`

type Row = ProductRow & {
  id: number
  delivery_method: DeliveryMethod
  delivery_date: string | null
  country: CountryCode
  terms_accepted: boolean | null
  checkout: unknown
  discount_code: string | null
  quantity: string | null
  gift_card_code: string | null
  recipient_name: string | null
  recipient_email: string | null
  sender_name: string | null
  sender_email: string | null
  gift_message: string | null
}

const numberOrNull = (value: string | null) => (value === null ? null : Number(value))

const checkoutProduct = (row: ProductRow & { product_id: number }): CheckoutProduct => ({
  id: row.product_id,
  name: row.name ?? '',
  sku: row.sku,
  unit: row.unit ?? 'piece',
  priceCents: Number(row.price_cents ?? 0),
  vatClass: row.vat_class ?? 'food',
  weightStepGrams: numberOrNull(row.weight_step_grams),
  categoryIds: (row.category_ids ?? []).map(Number),
  giftCardCents: row.gift_card ? numberOrNull(row.gift_card_amount_cents) : null,
})

/** The published products among `ids` as an order takes them, names in `locale` or else Dutch. */
export async function readCheckoutProducts(
  payload: Payload,
  req: PayloadRequest | undefined,
  ids: number[],
  locale: Locale,
): Promise<Map<number, CheckoutProduct>> {
  if (ids.length === 0) return new Map()
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute<ProductRow & { product_id: number }>(sql`
    SELECT ${productColumns}
      FROM products p
      ${productNames(locale)}
     WHERE p.id IN (${sql.join(
       ids.map((id) => sql`${id}`),
       sql`, `,
     )}) AND p._status = 'published'`)
  return new Map(rows.map((row) => [row.product_id, checkoutProduct(row)]))
}

/**
 * Locks the owner's cart until the transaction of `req` ends and reads it with its saleable lines
 * (published products, names in `locale` or else Dutch); null when the owner has no cart.
 */
export async function lockCheckoutCart(
  payload: Payload,
  req: PayloadRequest,
  owner: CartOwner,
  locale: Locale,
): Promise<CheckoutCart | null> {
  const locked = await lockCart(payload, req, owner, false)
  if (!locked) return null
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute<Row>(sql`
    SELECT c.id, c.delivery_method, c.delivery_date, c.country, c.terms_accepted, c.checkout,
           c.discount_code, l.quantity, ${productColumns}, c.gift_card_code,
           l.gift_card_recipient_name AS recipient_name,
           l.gift_card_recipient_email AS recipient_email, l.gift_card_sender_name AS sender_name,
           l.gift_card_sender_email AS sender_email, l.gift_card_message AS gift_message
      FROM carts c
      LEFT JOIN carts_lines l ON l._parent_id = c.id
      LEFT JOIN products p ON p.id = l.product_id AND p._status = 'published'
      ${productNames(locale)}
     WHERE c.id = ${locked.id}
     ORDER BY l._order`)
  const [first] = rows
  if (!first) return null
  return {
    id: first.id,
    deliveryMethod: first.delivery_method,
    deliveryDate: first.delivery_date,
    country: first.country,
    termsAccepted: first.terms_accepted === true,
    checkout: first.checkout,
    discountCode: first.discount_code,
    giftCardCode: first.gift_card_code,
    lines: rows.flatMap((row) =>
      row.product_id === null || row.quantity === null
        ? []
        : [
            {
              quantity: Number(row.quantity),
              product: checkoutProduct({ ...row, product_id: row.product_id }),
              giftCard: row.recipient_email
                ? {
                    recipientName: row.recipient_name ?? '',
                    recipientEmail: row.recipient_email,
                    senderName: row.sender_name ?? '',
                    senderEmail: row.sender_email ?? '',
                    message: row.gift_message ?? '',
                  }
                : null,
            },
          ],
    ),
  }
}

/** After the order: no lines, and a fresh date, terms and discount code for the next one. */
export async function clearCheckedOutCart(
  payload: Payload,
  req: PayloadRequest,
  cartId: number,
): Promise<void> {
  const db = await transactionDb(payload, req)
  await db.execute(sql`DELETE FROM carts_lines WHERE _parent_id = ${cartId}`)
  await db.execute(sql`
    UPDATE carts SET delivery_date = NULL, terms_accepted = false, discount_code = NULL,
                     discount_dropped = NULL, gift_card_code = NULL, updated_at = now()
     WHERE id = ${cartId}`)
}
