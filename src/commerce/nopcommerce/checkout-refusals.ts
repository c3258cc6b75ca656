/**
 * The plugin's Checkout controller's refusals (CheckoutController.cs) as the shopper's problems.
 * Its own texts are fixed English ("Your cart is empty", "Anonymous checkout is not allowed",
 * "The setting CheckoutDisabled is true."); the rest is nopCommerce's wording in the customer's
 * language, which never reaches a page.
 */
import { CommerceError, type ProblemCode } from '../provider'
import { NopHttpError } from './http-client'
import { refusalText } from './refusal'

/** The step that was refused, for the refusals only it has. */
export type CheckoutStep = 'address' | 'shipping' | 'payment' | 'confirm' | 'place'

/** The problem for a refused step; what is no refusal (an outage, a bug) is null. */
export function checkoutProblem(error: unknown, step: CheckoutStep): CommerceError | null {
  if (!(error instanceof NopHttpError)) return null
  const text = refusalText(error) ?? ''
  const problem = (code: ProblemCode) => new CommerceError(code)
  if (error.status === 401) return problem('no-shopper')
  if (error.status === 404 && /CheckoutDisabled/.test(text)) return problem('checkout-closed')
  if (text === 'Your cart is empty') return problem('cart-empty')
  if (text === 'Anonymous checkout is not allowed') return problem('registered-only')
  if (error.status !== 400 && error.status !== 404) return null
  // ConfirmOrder's one other refusal: the shop's minimum time between two orders.
  if (step === 'place' && error.status === 400) return problem('order-too-soon')
  // An address nopCommerce would not take (a VAT number it found invalid, say).
  if (step === 'address') return problem('details-required')
  return problem('order-refused')
}

/** Throws the problem for a refused step, or the error itself when it is no refusal. */
export function throwCheckoutProblem(error: unknown, step: CheckoutStep): never {
  throw checkoutProblem(error, step) ?? error
}
