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
import type { CartChange, CountryCode, DeliveryMethod, Locale, Product } from '../types'
import { type NopCartModel, type NopOrderTotals, checkoutChoiceOf } from './cart-reshape'
import { type CheckoutChoice, checkoutAttributeForm } from './checkout-attributes'
import type { NopContext } from './context'
import type { NopClient } from './http-client'
import { nopCountryIds } from './country-ids'
import {
  type NopShippingMethodModel,
  type NopShippingSelection,
  nopDeliveryOption,
  shippingSelection,
} from './shipping-options'
import { fromNopQuantity, toNopQuantity } from './sale-quantity'

type AddAnswer = { success: boolean; message?: string | null; errors?: string[] | null }
type ShippingAnswer = { success: boolean; errors?: string[] | null }
type AttributeAnswer = { orderTotalsModel: NopOrderTotals }
type ShippingMethodAnswer = { model?: NopShippingMethodModel | null }
type SelectionAnswer = { redirectToMethod?: string | null }

/** Refused by nopCommerce for a reason the storefront did not see coming: its own words. */
const refusedBy = (texts: Array<string | null | undefined>) =>
  new CommerceError('change-unavailable', texts.filter(Boolean).join(' ') || undefined)

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

export type ChangeInput = {
  token: string
  locale: Locale
  /** The cart as it is before the change. */
  current: NopCartModel
  product(id: number): Promise<Product | null>
  /** The dates a method offers now. */
  openDates(method: DeliveryMethod): Promise<string[]>
}

/** Keeps the shopper's checkout choices in the cart's checkout attributes: the new totals. */
export async function chooseCheckoutAttributes(
  client: NopClient,
  token: string,
  choice: CheckoutChoice,
): Promise<NopOrderTotals> {
  const answer = await client.post<AttributeAnswer>('ShoppingCart/CheckoutAttributeChange', {
    token,
    query: { isEditable: true },
    dictionary: checkoutAttributeForm(choice),
  })
  return answer.orderTotalsModel
}

/** Applies one change in nopCommerce; throws a CommerceError, changing nothing, to refuse it. */
export async function applyCartChange(
  { client }: NopContext,
  change: CartChange,
  input: ChangeInput,
) {
  const { token, current } = input

  const lineOf = (lineId: string) => {
    const item = current.items.find((known) => String(known.id) === lineId)
    if (!item) throw new CommerceError('line-not-found')
    return item
  }

  /**
   * nopCommerce lets go of the shipping method and pickup point on every change to the cart's
   * lines, a refused one too. A chosen pickup is selected again once the cart has lines; for a
   * delivery (nopCommerce's own default) placing the order selects it again, saving two calls
   * per change. A pickup no longer offered does not undo the change: placing the order refuses.
   */
  const keepPickup = async (lines: number) => {
    if (lines === 0 || checkoutChoiceOf(current).method !== 'pickup') return
    await selectShippingMethod(client, token, 'pickup').catch((error: unknown) => {
      if (!(error instanceof CommerceError)) throw error
    })
  }

  const updateCart = async (form: Record<string, string>, itemId: number) => {
    const answer = await client.post<NopCartModel>('ShoppingCart/UpdateCart', {
      token,
      query: { isEditable: true },
      dictionary: form,
    })
    await keepPickup(answer.items.length)
    const refused = answer.items.find((item) => item.id === itemId)?.warnings ?? []
    if (refused.length > 0 && `itemquantity${itemId}` in form) throw refusedBy(refused)
  }

  const chooseAttributes = (choice: CheckoutChoice) =>
    chooseCheckoutAttributes(client, token, choice)

  const selectCountry = async (country: CountryCode) => {
    const answer = await client.post<ShippingAnswer>('ShoppingCart/SelectShippingOption', {
      token,
      query: { name: nopDeliveryOption },
      json: { model: { countryId: nopCountryIds[country] }, form: {} },
    })
    if (!answer.success) throw new CommerceError('country-unavailable', answer.errors?.join(' '))
  }

  /**
   * nopCommerce's checkout takes no shipping method for an empty cart: its method is kept in the
   * checkout attributes alone.
   */
  const shipsSomething = current.items.length > 0

  async function add({ productId, quantity, giftCard }: Extract<CartChange, { type: 'add' }>) {
    const product = await input.product(productId)
    if (!product) throw new CommerceError('product-unavailable')
    if (wholeQuantity(product.quantityLimits, quantity) === null)
      throw new CommerceError('invalid-quantity')
    const form: Record<string, string> = {}
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
      checkQuantity(product, quantity)
    } else {
      const same = current.items.find((item) => item.productId === productId && !item.attributeInfo)
      checkQuantity(product, quantity + (same ? fromNopQuantity(product, same.quantity) : 0))
    }
    form[`addtocart_${productId}.EnteredQuantity`] = String(toNopQuantity(product, quantity))
    const answer = await client.post<AddAnswer>(
      `ShoppingCart/AddProductToCartFromDetails/${productId}`,
      { token, query: { shoppingCartType: 'ShoppingCart' }, dictionary: form },
    )
    await keepPickup(answer.success ? 1 : current.items.length)
    if (!answer.success) throw refusedBy(answer.errors?.length ? answer.errors : [answer.message])
  }

  switch (change.type) {
    case 'add':
      return add(change)
    case 'set-quantity': {
      const item = lineOf(change.lineId)
      if (change.quantity === 0) return updateCart({ removefromcart: String(item.id) }, item.id)
      const product = await input.product(item.productId)
      if (!product) throw new CommerceError('product-unavailable')
      const quantity = checkQuantity(product, change.quantity)
      return updateCart(
        { [`itemquantity${item.id}`]: String(toNopQuantity(product, quantity)) },
        item.id,
      )
    }
    case 'remove': {
      const item = lineOf(change.lineId)
      return updateCart({ removefromcart: String(item.id) }, item.id)
    }
    case 'delivery': {
      if (change.date !== null && !(await input.openDates(change.method)).includes(change.date))
        throw new CommerceError('date-unavailable')
      // The shipping method first: when nopCommerce refuses it, nothing has changed.
      if (shipsSomething) await selectShippingMethod(client, token, change.method)
      await chooseAttributes({
        ...checkoutChoiceOf(current),
        method: change.method,
        date: change.date,
      })
      return
    }
    case 'terms':
      await chooseAttributes({
        ...checkoutChoiceOf(current),
        termsAccepted: change.accepted === true,
      })
      return
    case 'country':
      if (!COUNTRIES.includes(change.country)) throw new CommerceError('country-unavailable')
      if (checkoutChoiceOf(current).method === 'pickup' && shipsSomething) {
        // Choosing the country chooses delivery in nopCommerce: the pickup is chosen again.
        const pickup = await offeredSelection(client, token, 'pickup')
        await selectCountry(change.country)
        return selectMethod(client, token, pickup)
      }
      return selectCountry(change.country)
    case 'discount-code':
      return discountCode(change.code)
    case 'gift-card-code':
      return giftCardCode(change.code)
    default:
      throw new CommerceError('change-unavailable')
  }

  async function discountCode(typed: string | null) {
    const code = typeof typed === 'string' ? normalizedCode(typed) : ''
    if (!code) {
      const applied = current.discountBox?.appliedDiscountsWithCodes ?? []
      for (const discount of applied)
        await client.post('ShoppingCart/RemoveDiscountCoupon', {
          token,
          dictionary: { [`removediscount-${discount.id}`]: '' },
        })
      return
    }
    const answer = await client.post<NopCartModel>('ShoppingCart/ApplyDiscountCoupon', {
      token,
      query: { discountCouponCode: code },
    })
    if (!answer.discountBox?.isApplied)
      throw new CommerceError('discount-unknown', answer.discountBox?.messages?.join(' '))
  }

  async function giftCardCode(typed: string | null) {
    if (typed === null) {
      const totals = await chooseAttributes(checkoutChoiceOf(current))
      for (const card of totals.giftCards ?? [])
        await client.post('ShoppingCart/RemoveGiftCardCode', {
          token,
          dictionary: { [`removegiftcard-${card.id}`]: '' },
        })
      return
    }
    const code = normalizeGiftCardCode(typed)
    if (!code) throw new CommerceError('gift-card-unknown')
    const answer = await client.post<NopCartModel>('ShoppingCart/ApplyGiftCard', {
      token,
      query: { giftCardCouponCode: code },
    })
    if (!answer.giftCardBox?.isApplied)
      throw new CommerceError('gift-card-unknown', answer.giftCardBox?.message ?? undefined)
  }
}
