type OrderState = { status?: unknown }

/**
 * Whether this change cancels the order: then what the order took (stock, a discount use,
 * voucher amounts) goes back, each once, by its own step, and an invoiced order gets its credit
 * note. An unpaid order cancelled, set back to pending and cancelled again gives nothing back
 * twice.
 */
export const cancelsOrder = (data: OrderState, original: OrderState): boolean =>
  data.status === 'cancelled' && original.status !== 'cancelled'
