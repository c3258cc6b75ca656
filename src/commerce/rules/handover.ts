/**
 * What of an order is handed over. A gift voucher is e-mailed to its recipient; everything else
 * (the goods) is delivered or picked up. So a cart of vouchers only has no delivery, no date and
 * no pickup, and in a mixed cart only the goods count for delivery: its costs, the amount from
 * which it is free, and the gift tiers (a tier may bring free delivery, and its gift
 * travels with the goods). A voucher counts when it is spent, in the order it pays for.
 */
import type { Cart, CartLine, DeliveryMethod, Money } from '../types'
import { sumMoney } from './cart-lines'

/** A line as far as handing it over goes; `voucher` for a gift voucher, mailed. */
export type HandoverLine = { total: Money; voucher?: boolean }

/** Whether a cart line is a gift voucher: it has a recipient. */
export const isVoucherLine = (line: Pick<CartLine, 'giftCard'>): boolean => Boolean(line.giftCard)

/** Whether anything is to be delivered or picked up: false for vouchers only, or nothing. */
export const needsHandover = (lines: ReadonlyArray<HandoverLine>): boolean =>
  lines.some((line) => !line.voucher)

/** What the goods cost together, VAT included: what delivery and the gift tiers go by. */
export const goodsSubtotal = (lines: ReadonlyArray<HandoverLine>): Money =>
  sumMoney(lines.filter((line) => !line.voucher).map((line) => line.total))

/** A cart's lines as the handover rules read them. */
export const handoverLines = (lines: ReadonlyArray<CartLine>): HandoverLine[] =>
  lines.map((line) => ({ total: line.lineTotal, voucher: isVoucherLine(line) }))

/**
 * How a cart's order reaches the shopper: the method chosen in the cart, or null when it holds
 * nothing to hand over (only vouchers), so that no method, date or address is asked for.
 */
export const handoverOf = (cart: Pick<Cart, 'lines' | 'deliveryMethod'>): DeliveryMethod | null =>
  needsHandover(handoverLines(cart.lines)) ? cart.deliveryMethod : null

/** What a cart's goods cost together (see `goodsSubtotal`). */
export const cartGoodsSubtotal = (cart: Pick<Cart, 'lines'>): Money =>
  goodsSubtotal(handoverLines(cart.lines))
