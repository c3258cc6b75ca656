import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { expire } from '@/cache/expiry'
import { cacheTags } from '@/cache/tags'
import { inTransaction } from '@/database/transaction'
import { transactionDb } from '@/database/transaction-db'
import { log } from '@/logging/log'
import { queueMail } from '@/mail/outbox'
import type { Mail } from '@/mail/transport'
import type { Order as OrderDoc } from '@/payload-types'

import { type CartApi, CommerceError, type OrderLinks } from '../provider'
import { isOnlineMethod } from '../rules/online-payment'
import type { Locale, PlacedOrder, PlaceOrderInput } from '../types'
import type { CartOwner } from './cart-lock'
import type { OrderDraft } from './checkout-cart'
import { type OrderPaymentSetup, startOnlinePayment } from './online-payment'
import { orderAccessToken, ownerKey } from './order-access'
import { persistOrder } from './order-persistence'
import { priceOrder } from './order-pricing'
import { readOrderSetting } from './order-setting'
import { validateDraft } from './order-validation'

/** The order an attempt already placed, if any. */
async function orderByKey(
  payload: Payload,
  key: string,
  req?: PayloadRequest,
): Promise<{ id: number; number: string } | null> {
  const db = await transactionDb(payload, req)
  const { rows } = await db.execute<{ id: number; number: string }>(
    sql`SELECT id, number FROM orders WHERE idempotency_key = ${key}`,
  )
  return rows[0] ?? null
}

const placed = (secret: string, doc: { id: number; number: string }): PlacedOrder => ({
  orderId: String(doc.id),
  number: doc.number,
  accessToken: orderAccessToken(secret, doc.id),
  next: { kind: 'completed' },
})

/** What an order is placed from, locked until the order's transaction ends. */
export type OrderSource<T extends OrderDraft> = {
  owner: CartOwner
  locale: Locale
  /** Locks what the order is made of and reads it; null when there is nothing to order. */
  lock(req: PayloadRequest): Promise<T | null>
  /** Once the order is written, in its transaction: the shop empties the cart it came from. */
  placed?(req: PayloadRequest, draft: T): Promise<void>
}

export type PlaceOrder = <T extends OrderDraft>(
  source: OrderSource<T>,
  input: PlaceOrderInput,
) => Promise<PlacedOrder>

/** How orders are placed: the shop's clock, how mails leave, and online payments if any. */
export type OrderPlacementOptions = {
  /** The shop's clock (an order's date, number year and discount validity). */
  now?: () => Date
  /** Sends an order's mail once its transaction commits; the outbox unless given. */
  send?: (mail: Mail, req: PayloadRequest) => Promise<void>
  /** Online payments; without them, orders are paid the shop's own ways only. */
  payments?: OrderPaymentSetup | null
}

/** The order this call wrote, if it wrote one, and the products that sold out. */
type Persisted = { order: OrderDoc | null; soldOut: number[] }

/**
 * Step 4, once the order committed: what sold out expires from the pages' cache, and an online
 * payment starts. The order stands even when the provider is down; its page offers to try again.
 */
async function afterCommit(
  instance: Payload,
  result: PlacedOrder,
  { order, soldOut }: Persisted,
  paymentMethod: string,
  payments: OrderPaymentSetup | null,
): Promise<PlacedOrder> {
  // Pages served from cache show a product as available until its tag expires.
  if (soldOut.length > 0) expire(soldOut.map((id) => cacheTags.product(id)))
  if (!order || !payments || !isOnlineMethod(paymentMethod)) return result
  try {
    return {
      ...result,
      next: { kind: 'pay', url: await startOnlinePayment(instance, payments, order.id) },
    }
  } catch (error) {
    log().error({ err: error, order: order.number }, 'Starting an online payment failed')
    return result
  }
}

/**
 * Places an order in one transaction (docs/adr/0005-placing-an-order.md): the draft validated,
 * priced and persisted (its stock taken, the order written and numbered, its confirmation
 * e-mail queued, sent once it commits, with a link from `links`), then what follows the commit.
 * With `payments`, orders can be paid online. The shop's checkout and the owner's phone orders
 * both place their orders here.
 */
export function nativeOrderPlacement(
  payload: () => Promise<Payload>,
  cart: Pick<CartApi, 'bookingOptions'>,
  links: OrderLinks,
  {
    now = () => new Date(),
    send = (mail, req) => queueMail(req.payload, req, mail),
    payments = null,
  }: OrderPlacementOptions = {},
): PlaceOrder {
  return async (source, input) => {
    const instance = await payload()
    const { owner, locale } = source
    const key = `${ownerKey(owner)}:${input.idempotencyKey}`
    const again = await orderByKey(instance, key)
    if (again) return placed(instance.secret, again)
    const setting = await readOrderSetting(instance, cart, locale)

    // Stays empty when an earlier submit of the same attempt placed the order.
    let persisted: Persisted = { order: null, soldOut: [] }
    const doc = await inTransaction(instance, async (req) => {
      const draft = await source.lock(req)
      if (!draft) throw new CommerceError('cart-empty')
      // A second submit of the same attempt waited for the lock: the order is there now.
      const existing = await orderByKey(instance, key, req)
      if (existing) return existing
      const checked = validateDraft(draft, setting, input.paymentMethod, payments !== null)
      const priced = await priceOrder(instance, req, draft, checked, {
        owner,
        pricing: setting.pricing,
        input,
        now: now(),
      })
      const written = await persistOrder(
        instance,
        req,
        {
          key,
          owner,
          locale,
          input,
          placed: async (req) => {
            await source.placed?.(req, draft)
          },
        },
        checked,
        priced,
        { ...setting, links, now, send },
      )
      persisted = written
      return written.order
    })
    return afterCommit(
      instance,
      placed(instance.secret, doc),
      persisted,
      input.paymentMethod,
      payments,
    )
  }
}
