type OrderState = { status?: unknown; paymentStatus?: unknown }

/**
 * Whether this change cancels an order nobody paid: then what the order took (stock, a discount
 * use, voucher amounts) goes back, each once, by its own hook.
 */
export const cancelsUnpaidOrder = (data: OrderState, original: OrderState): boolean =>
  data.status === 'cancelled' &&
  original.status !== 'cancelled' &&
  (data.paymentStatus ?? original.paymentStatus) !== 'paid'
