/** Each kind of cart change as the plugin takes it. */
import { CommerceError } from '../provider'
import { COUNTRIES } from '../rules/address'
import { maxQuantity, wholeQuantity } from '../rules/cart-lines'
import { normalizedCode } from '../rules/discounts'
import { normalizeGiftCardCode } from '../rules/gift-card-code'
import {
  asGiftRecipient,
  cleanGiftRecipient,
  giftRecipientProblems,
} from '../rules/gift-card-recipient'
import { bookingProblem } from '../rules/delivery-calendar'
import type {
  BookingOptions,
  CartChange,
  CountryCode,
  DeliveryMethod,
  Locale,
  Product,
} from '../types'
import { type NopCartModel, type NopOrderTotals, checkoutChoiceOf } from './cart-reshape'
import { type CheckoutChoice, checkoutAttributeForm } from './checkout-attributes'
import type { NopContext } from './context'
import { type NopClient, NopHttpError, isUnauthorized } from './http-client'
import { nopCountryIds } from './country-ids'
import {
  type NopShippingMethodModel,
  type NopShippingSelection,
  estimatePostcode,
  nopDeliveryOptionName,
  shippingSelection,
} from './shipping-options'
import { fromNopQuantity, toNopQuantity } from './sale-quantity'

type AddAnswer = { success: boolean; message?: string | null; errors?: string[] | null }
type SelectOptionAnswer = { success: boolean; errors?: string[] | null }
type AttributeAnswer = { orderTotalsModel?: NopOrderTotals | null }
type ShippingMethodAnswer = { model?: NopShippingMethodModel | null }
type SelectionAnswer = { redirectToMethod?: string | null }

/**
 * The quantity a line may hold of the product, written exactly, checked as the shop checks it
 * before nopCommerce is asked; throws what the shopper can act on.
 */
function checkQuantity(product: Product, quantity: number): number {
  if (!product.stock.inStock) throw new CommerceError('out-of-stock')
  const exact = wholeQuantity(product.quantityLimits, quantity)
  if (exact === null) throw new CommerceError('invalid-quantity')
  const backorder = product.stock.behaviour === 'backorder'
  if (exact > maxQuantity(product.quantityLimits, product.stock.quantity, backorder))
    throw new CommerceError('not-enough-stock')
  return exact
}

/**
 * A call the plugin refused (400 with a message, 404 for a form key it missed, 415 without a
 * body) as a problem of the shopper's: nothing of nopCommerce's own words goes further.
 */
function asProblem(error: unknown): unknown {
  if (isUnauthorized(error)) return new CommerceError('no-shopper')
  if (error instanceof NopHttpError) return new CommerceError('change-unavailable')
  return error
}

/** How nopCommerce's checkout takes the method; refused, changing nothing, when it offers none. */
async function offeredSelection(client: NopClient, token: string, method: DeliveryMethod) {
  const { model } = await client.get<ShippingMethodAnswer>('Checkout/ShippingMethod', { token })
  const selection = model ? shippingSelection(model, method) : null
  if (selection) return selection
  throw new CommerceError(method === 'pickup' ? 'change-unavailable' : 'country-unavailable')
}

async function selectMethod(
  client: NopClient,
  token: string,
  { shippingOption, form }: NopShippingSelection,
) {
  const answer = await client.post<SelectionAnswer>('Checkout/SelectShippingMethod', {
    token,
    query: { shippingOption },
    dictionary: form,
  })
  if (answer.redirectToMethod !== 'PaymentMethod') throw new CommerceError('change-unavailable')
}

/**
 * Selects the method in nopCommerce's checkout, which takes one only for a cart with lines;
 * throws a CommerceError, changing nothing, when nopCommerce does not offer it.
 */
export async function selectShippingMethod(
  client: NopClient,
  token: string,
  method: DeliveryMethod,
) {
  await selectMethod(client, token, await offeredSelection(client, token, method))
}

/** Keeps the shopper's checkout choices in the cart's checkout attributes: the new totals. */
export async function chooseCheckoutAttributes(
  client: NopClient,
  token: string,
  choice: CheckoutChoice,
): Promise<NopOrderTotals> {
  const answer = await client.post<AttributeAnswer>('ShoppingCart/CheckoutAttributeChange', {
    token,
    dictionary: checkoutAttributeForm(choice),
  })
  return answer.orderTotalsModel ?? {}
}

/**
 * Selects the shop's delivery to the country (its rate), for a cart with lines: the estimate
 * address is the country and a postcode, the option its plain name. The plugin saves the
 * checkout attributes of the same form first, whatever it answers: `choice` is what they stay.
 */
async function selectDelivery(
  client: NopClient,
  token: string,
  country: CountryCode,
  choice: CheckoutChoice,
) {
  const answer = await client.post<SelectOptionAnswer>('ShoppingCart/SelectShippingOption', {
    token,
    query: { name: nopDeliveryOptionName },
    json: {
      model: { countryId: nopCountryIds[country], zipPostalCode: estimatePostcode },
      form: checkoutAttributeForm(choice),
    },
  })
  if (!answer.success) throw new CommerceError('country-unavailable')
}

export type ChangeInput = {
  token: string
  locale: Locale
  /** The cart as it is before the change. */
  current: NopCartModel
  /** The cart's totals as they are before the change (the gift cards it holds). */
  totals(): Promise<NopOrderTotals>
  product(id: number): Promise<Product | null>
  /** What the calendar offers now to a cart delivered to `country`. */
  booking(country: CountryCode): Promise<BookingOptions>
}

/** Applies one change in nopCommerce; throws a CommerceError, changing nothing, to refuse it. */
export async function applyCartChange(context: NopContext, change: CartChange, input: ChangeInput) {
  try {
    await changeCart(context, change, input)
  } catch (error) {
    throw asProblem(error)
  }
}

async function changeCart({ client }: NopContext, change: CartChange, input: ChangeInput) {
  const { token, current } = input
  const choice = checkoutChoiceOf(current)
  const attributeForm = checkoutAttributeForm(choice)

  const lineOf = (lineId: string) => {
    const item = current.items.find((known) => String(known.id) === lineId)
    if (!item) throw new CommerceError('line-not-found')
    return item
  }

  /** Why nopCommerce refused `quantity` of the product, as the product stands now. */
  const refusal = async (productId: number, quantity: number) => {
    const product = await input.product(productId)
    if (!product) return new CommerceError('product-unavailable')
    try {
      checkQuantity(product, quantity)
    } catch (error) {
      if (error instanceof CommerceError) return error
      throw error
    }
    return new CommerceError('change-unavailable')
  }

  /**
   * nopCommerce lets go of the selected shipping (its cost in the totals) on every change to the
   * cart's lines, a refused one too: the shopper's method is selected again once the cart has
   * lines. One nopCommerce no longer offers does not undo the change: placing the order refuses.
   * An empty cart shows no checkout attributes: a first line's are read once it is in.
   */
  const keepShipping = async (lines: number) => {
    if (lines === 0) return
    let now = choice
    if (current.items.length === 0) {
      const model = await client.get<NopCartModel>('ShoppingCart/Cart', { token })
      now = checkoutChoiceOf(model)
    }
    const again =
      now.method === 'pickup'
        ? selectShippingMethod(client, token, 'pickup')
        : selectDelivery(client, token, now.country, now)
    await again.catch((error: unknown) => {
      if (!(error instanceof CommerceError)) throw error
    })
  }

  /**
   * UpdateCart reads a quantity for every item and every checkout attribute from its form (a
   * missing key fails the call): the lines' quantities as they are but the one changed, and the
   * attributes as they are.
   */
  const updateCart = async (itemId: number, quantity: number) => {
    const form: Record<string, string> = { removefromcart: quantity === 0 ? String(itemId) : '' }
    for (const item of current.items) form[`itemquantity${item.id}`] = String(item.quantity)
    if (quantity > 0) form[`itemquantity${itemId}`] = String(quantity)
    const answer = await client.post<NopCartModel>('ShoppingCart/UpdateCart', {
      token,
      dictionary: { ...form, ...attributeForm },
    })
    await keepShipping(answer.items.length)
    return answer.items.find((item) => item.id === itemId)
  }

  async function add({ productId, quantity, giftCard }: Extract<CartChange, { type: 'add' }>) {
    const product = await input.product(productId)
    if (!product) throw new CommerceError('product-unavailable')
    if (wholeQuantity(product.quantityLimits, quantity) === null)
      throw new CommerceError('invalid-quantity')
    const form: Record<string, string> = {}
    let inLine = quantity
    if (product.giftCard) {
      const recipient = asGiftRecipient(giftCard)
      if (Object.keys(giftRecipientProblems(recipient)).length > 0)
        throw new CommerceError('gift-card-details-required')
      const clean = cleanGiftRecipient(recipient)
      Object.assign(form, {
        [`giftcard_${productId}.RecipientName`]: clean.recipientName,
        [`giftcard_${productId}.RecipientEmail`]: clean.recipientEmail,
        [`giftcard_${productId}.SenderName`]: clean.senderName,
        [`giftcard_${productId}.SenderEmail`]: clean.senderEmail,
        [`giftcard_${productId}.Message`]: clean.message,
      })
    } else {
      const same = current.items.find((item) => item.productId === productId && !item.attributeInfo)
      inLine += same ? fromNopQuantity(product, same.quantity) : 0
    }
    checkQuantity(product, inLine)
    form[`addtocart_${productId}.EnteredQuantity`] = String(toNopQuantity(product, quantity))
    const answer = await client.post<AddAnswer>(
      `ShoppingCart/AddProductToCartFromDetails/${productId}`,
      { token, query: { shoppingCartType: 'ShoppingCart' }, dictionary: form },
    )
    await keepShipping(answer.success ? 1 : current.items.length)
    if (!answer.success) throw await refusal(productId, inLine)
  }

  async function setQuantity(lineId: string, quantity: number) {
    const item = lineOf(lineId)
    if (quantity === 0) return void (await updateCart(item.id, 0))
    const product = await input.product(item.productId)
    if (!product) throw new CommerceError('product-unavailable')
    const units = toNopQuantity(product, checkQuantity(product, quantity))
    const after = await updateCart(item.id, units)
    // A quantity nopCommerce refused is left as it was, with its warnings.
    if (after && after.quantity !== units) throw await refusal(item.productId, quantity)
  }

  /** Saves the choices; with lines, the method is selected first, so that a refusal changes nothing. */
  async function deliver(method: DeliveryMethod, date: string | null) {
    const problem =
      date === null ? null : bookingProblem(await input.booking(choice.country), method, date)
    if (problem) throw new CommerceError(problem)
    if (current.items.length > 0) {
      if (method === 'pickup') await selectShippingMethod(client, token, 'pickup')
      else await selectDelivery(client, token, choice.country, choice)
    }
    await chooseCheckoutAttributes(client, token, { ...choice, method, date })
  }

  async function chooseCountry(country: CountryCode) {
    if (!COUNTRIES.includes(country)) throw new CommerceError('country-unavailable')
    // A pickup goes nowhere: the country is only kept for when the shopper chooses delivery.
    if (choice.method === 'delivery' && current.items.length > 0)
      await selectDelivery(client, token, country, choice)
    await chooseCheckoutAttributes(client, token, { ...choice, country })
  }

  switch (change.type) {
    case 'add':
      return add(change)
    case 'set-quantity':
      return setQuantity(change.lineId, change.quantity)
    case 'remove':
      return void (await updateCart(lineOf(change.lineId).id, 0))
    case 'delivery':
      return deliver(change.method, change.date)
    case 'terms':
      await chooseCheckoutAttributes(client, token, {
        ...choice,
        termsAccepted: change.accepted === true,
      })
      return
    case 'country':
      return chooseCountry(change.country)
    case 'discount-code':
      return discountCode(change.code)
    case 'gift-card-code':
      return giftCardCode(change.code)
    default:
      throw new CommerceError('change-unavailable')
  }

  /** Applies a code, then lets go of any other: the cart holds one. Null takes them all off. */
  async function discountCode(typed: string | null) {
    const code = typeof typed === 'string' ? normalizedCode(typed) : ''
    const applied = current.discountBox?.appliedDiscountsWithCodes ?? []
    if (code) {
      const answer = await client.post<NopCartModel>('ShoppingCart/ApplyDiscountCoupon', {
        token,
        query: { discountCouponCode: code },
        dictionary: attributeForm,
      })
      // Unknown, expired, used up or not for this customer: nopCommerce tells them apart only
      // in its own words.
      if (!answer.discountBox?.isApplied) throw new CommerceError('discount-refused')
    }
    for (const discount of applied.filter((known) => normalizedCode(known.couponCode) !== code))
      await client.post('ShoppingCart/RemoveDiscountCoupon', {
        token,
        dictionary: { [`removediscount-${discount.id}`]: '' },
      })
  }

  /** Applies a gift card, then lets go of any other: the cart holds one. Null takes them all off. */
  async function giftCardCode(typed: string | null) {
    const code = typed === null ? null : normalizeGiftCardCode(typed)
    if (typed !== null && !code) throw new CommerceError('gift-card-unknown')
    const applied = (await input.totals()).giftCards ?? []
    if (code) {
      const answer = await client.post<NopCartModel>('ShoppingCart/ApplyGiftCard', {
        token,
        query: { giftCardCouponCode: code },
        dictionary: attributeForm,
      })
      // Unknown, used up or not activated yet: nopCommerce does not say which.
      if (!answer.giftCardBox?.isApplied) throw new CommerceError('gift-card-unknown')
    }
    for (const card of applied.filter((known) => known.couponCode !== code))
      await client.post('ShoppingCart/RemoveGiftCardCode', {
        token,
        dictionary: { [`removegiftcard-${card.id}`]: '' },
      })
  }
}
