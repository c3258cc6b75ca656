/**
 * The stand-in nopCommerce, over HTTP, against the Web API Frontend plugin 4.60 it stands in for:
 * the cart (ShoppingCartController.cs), its checkout attributes, codes and shipping estimate. Each
 * test names the plugin (or nopCommerce) file whose behaviour it checks.
 */
import { describe, expect, it } from 'vitest'

import { checkoutAttributeForm, initialChoice } from '@/commerce/nopcommerce/checkout-attributes'

import { addCouponCode } from '../../support/nopcommerce-double/cart-pricing'

import { type Answer, standInPlugin } from './stand-in-plugin'

const { double, call } = standInPlugin()

async function guest() {
  const { body } = await call('POST', 'Authenticate/GetToken', { json: { is_guest: true } })
  return body.token as string
}

const piece = () =>
  double().state.products.find(
    (product) => product.unit === 'piece' && product.stock > 5 && !product.giftCardCents,
  )!

/** The form of every checkout attribute, as the storefront posts it. */
const attributes = (changes: Partial<typeof initialChoice> = {}) =>
  checkoutAttributeForm({ ...initialChoice, ...changes })

async function add(token: string, productId = piece().id, quantity = 1) {
  return call('POST', `ShoppingCart/AddProductToCartFromDetails/${productId}`, {
    token,
    query: { shoppingCartType: 'ShoppingCart' },
    json: { [`addtocart_${productId}.EnteredQuantity`]: String(quantity) },
  })
}

const cartOf = async (token: string) => (await call('GET', 'ShoppingCart/Cart', { token })).body

const attribute = (cart: Answer, id: number) =>
  cart.checkout_attributes.find((known: { id: number }) => known.id === id)

describe('the plugin’s cart, as the stand-in answers it', () => {
  it('asks a token of every cart call, a guest’s will do (BaseNopWebApiController.cs, [Authorize])', async () => {
    expect((await call('GET', 'ShoppingCart/Cart')).status).toBe(401)
    expect((await call('GET', 'ShoppingCart/Cart', { token: 'no-such-token' })).status).toBe(401)
    expect((await call('GET', 'ShoppingCart/Cart', { token: await guest() })).status).toBe(200)
  })

  it('has no OrderTotals and no MergeNotice calls (ShoppingCartController.cs)', async () => {
    const token = await guest()
    expect((await call('GET', 'ShoppingCart/OrderTotals', { token })).status).toBe(404)
    expect((await call('POST', 'ShoppingCart/MergeNotice', { token })).status).toBe(404)
  })

  it('shows an empty cart without checkout attributes or applied codes (ShoppingCartModelFactory.cs, PrepareShoppingCartModelAsync)', async () => {
    const token = await guest()
    await call('POST', 'ShoppingCart/CheckoutAttributeChange', {
      token,
      json: attributes({ method: 'pickup' }),
    })
    const cart = await cartOf(token)
    expect(cart).toMatchObject({ items: [], checkout_attributes: [], is_editable: false })
    expect(cart).not.toHaveProperty('estimate_shipping')
    // The choice is kept all the same: it shows once the cart has a line.
    await add(token)
    const values = attribute(await cartOf(token), 2).values
    expect(values.find((value: Answer) => value.is_pre_selected).id).toBe(4)
  })

  it('shows the admin’s preselected values to a customer who never saved any (PrepareCheckoutAttributeModelsAsync)', async () => {
    const token = await guest()
    await add(token)
    const cart = await cartOf(token)
    const preselected = (id: number) =>
      attribute(cart, id)
        .values.filter((value: Answer) => value.is_pre_selected)
        .map((value: Answer) => value.id)
    expect(preselected(2)).toEqual([3])
    expect(preselected(3)).toEqual([5])
    expect(preselected(6)).toEqual([])
  })

  it('answers AddProductToCartFromDetails refusals with 200 and the warnings (AddProductToCartFromDetails, AddToCartAsync)', async () => {
    const token = await guest()
    const product = piece()
    const tooMany = await add(token, product.id, 10_000)
    expect(tooMany.status).toBe(200)
    expect(tooMany.body).toMatchObject({ success: false, errors: [expect.any(String)] })
    const none = await add(token, product.id, 0)
    expect(none.body).toMatchObject({ success: false, errors: ['Quantity should be positive'] })
    expect((await cartOf(token)).items).toEqual([])
    const added = await add(token, product.id, 2)
    expect(added.body).toMatchObject({ success: true, model: { total_products: 2 } })
  })

  it('refuses an unknown product with 400, and a call without its query or body (AddProductToCartFromDetails, [ApiController])', async () => {
    const token = await guest()
    const unknown = await add(token, 999_999)
    expect(unknown).toMatchObject({ status: 400, body: 'Product not found' })
    const path = `ShoppingCart/AddProductToCartFromDetails/${piece().id}`
    expect((await call('POST', path, { token, json: {} })).status).toBe(400)
    const noBody = await call('POST', path, { token, query: { shoppingCartType: 'ShoppingCart' } })
    expect(noBody.status).toBe(400)
  })

  it('re-reads every checkout attribute from an UpdateCart form: an empty value clears one (UpdateCart, ParseAndSaveCheckoutAttributesAsync)', async () => {
    const token = await guest()
    await add(token)
    const item = (await cartOf(token)).items[0]
    const date = { ...initialChoice, date: '2031-03-04', termsAccepted: true }
    await call('POST', 'ShoppingCart/CheckoutAttributeChange', {
      token,
      json: checkoutAttributeForm(date),
    })
    const kept = await call('POST', 'ShoppingCart/UpdateCart', {
      token,
      json: { removefromcart: '', [`itemquantity${item.id}`]: '3', ...checkoutAttributeForm(date) },
    })
    expect(kept.body.items[0].quantity).toBe(3)
    expect(attribute(kept.body, 5)).toMatchObject({ selected_day: 4, selected_month: 3 })

    const cleared = await call('POST', 'ShoppingCart/UpdateCart', {
      token,
      json: { removefromcart: '', [`itemquantity${item.id}`]: '3', ...attributes() },
    })
    expect(attribute(cleared.body, 5)).toMatchObject({ selected_day: null })
    expect(attribute(cleared.body, 6).values[0].is_pre_selected).toBe(false)
  })

  it('fails an UpdateCart form that lacks a key it reads: 404 from the error middleware (UpdateCart, ErrorHandlerMiddleware.cs)', async () => {
    const token = await guest()
    await add(token)
    const item = (await cartOf(token)).items[0]
    const update = (json: Record<string, string>) =>
      call('POST', 'ShoppingCart/UpdateCart', { token, json })

    const noRemoval = await update({ [`itemquantity${item.id}`]: '2', ...attributes() })
    expect(noRemoval.status).toBe(404)
    expect(noRemoval.body.message).toContain("'removefromcart'")
    expect((await update({ removefromcart: '', ...attributes() })).status).toBe(404)
    expect((await cartOf(token)).items[0].quantity).toBe(1)

    // The quantities change before the attributes are read: a form without them fails after.
    const noAttributes = await update({ removefromcart: '', [`itemquantity${item.id}`]: '2' })
    expect(noAttributes.status).toBe(404)
    expect(noAttributes.body.message).toContain("'checkout_attribute_2'")
    expect((await cartOf(token)).items[0].quantity).toBe(2)
    expect((await call('POST', 'ShoppingCart/UpdateCart', { token })).status).toBe(400)
  })

  it('keeps a refused quantity as it was, with its warnings, and removes a line at 0 (UpdateCart, UpdateShoppingCartItemAsync)', async () => {
    const token = await guest()
    await add(token)
    const item = (await cartOf(token)).items[0]
    const refused = await call('POST', 'ShoppingCart/UpdateCart', {
      token,
      json: { removefromcart: '', [`itemquantity${item.id}`]: '10000', ...attributes() },
    })
    expect(refused.status).toBe(200)
    expect(refused.body.items[0]).toMatchObject({ quantity: 1, warnings: [expect.any(String)] })
    const removed = await call('POST', 'ShoppingCart/UpdateCart', {
      token,
      json: { removefromcart: String(item.id), [`itemquantity${item.id}`]: '1', ...attributes() },
    })
    expect(removed.body.items).toEqual([])
  })

  it('lets go of the selected shipping on a change to the lines, a refused one too (ShoppingCartService, ResetCheckoutDataAsync)', async () => {
    const token = await guest()
    await add(token)
    const selected = await call('POST', 'ShoppingCart/SelectShippingOption', {
      token,
      query: { name: 'Levering' },
      json: { model: { country_id: 22, zip_postal_code: '9000' }, form: attributes() },
    })
    expect(selected.body).toMatchObject({ success: true, model: { shipping: expect.any(String) } })
    await add(token, piece().id, 10_000)
    const { body } = await call('GET', 'Checkout/Confirm', { token })
    expect(body.order_totals.shipping).toBeNull()
  })

  it('saves attributes from CheckoutAttributeChange without checking the date against a calendar (CheckoutAttributeChange)', async () => {
    const token = await guest()
    await add(token)
    const changed = await call('POST', 'ShoppingCart/CheckoutAttributeChange', {
      token,
      json: attributes({ date: '2001-02-03' }),
    })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({
      order_totals_model: { sub_total: expect.any(String) },
      formatted_attributes: expect.stringContaining('2001'),
      enabled_attribute_ids: [],
      disabled_attribute_ids: [],
    })
    // No date at all (31 February) is left out, as the plugin's try/catch leaves it.
    const noDate = await call('POST', 'ShoppingCart/CheckoutAttributeChange', {
      token,
      json: {
        ...attributes(),
        checkout_attribute_5_day: '31',
        checkout_attribute_5_month: '2',
        checkout_attribute_5_year: '2030',
      },
    })
    expect(noDate.status).toBe(200)
    expect(attribute(await cartOf(token), 5).selected_day).toBeNull()
    const missing = await call('POST', 'ShoppingCart/CheckoutAttributeChange', { token, json: {} })
    expect(missing.status).toBe(404)
  })

  it('selects a shipping option by its plain name for a postcode and a country (SelectShippingOption)', async () => {
    const token = await guest()
    await add(token)
    const select = (query: Record<string, string>, json: unknown) =>
      call('POST', 'ShoppingCart/SelectShippingOption', { token, query, json })
    const noZip = await select(
      { name: 'Levering' },
      { model: { country_id: 153 }, form: attributes() },
    )
    expect(noZip.body).toMatchObject({ success: false, errors: [expect.any(String)] })
    const wholeName = await select(
      { name: 'Levering___Shipping.FixedByWeightByTotal' },
      { model: { country_id: 153, zip_postal_code: '1011' }, form: attributes() },
    )
    expect(wholeName.body).toMatchObject({ success: false })
    const chosen = await select(
      { name: 'levering' },
      { model: { country_id: 153, zip_postal_code: '1011' }, form: attributes({ country: 'NL' }) },
    )
    expect(chosen.body).toMatchObject({
      success: true,
      model: { selected_shipping_method: 'Levering' },
    })
    expect(attribute(await cartOf(token), 7).default_value).toBe('NL')
    expect((await select({}, { model: {}, form: {} })).status).toBe(400)
  })

  it('answers a code it cannot apply with 200 and the box’s words, and wants a body (ApplyDiscountCoupon, ApplyGiftCard)', async () => {
    const token = await guest()
    await add(token)
    const discount = await call('POST', 'ShoppingCart/ApplyDiscountCoupon', {
      token,
      query: { discountCouponCode: 'NOPE' },
      json: attributes(),
    })
    expect(discount.status).toBe(200)
    expect(discount.body.discount_box).toMatchObject({
      is_applied: false,
      messages: ['The coupon code cannot be found'],
    })
    const giftCard = await call('POST', 'ShoppingCart/ApplyGiftCard', {
      token,
      query: { giftCardCouponCode: 'NOPE' },
      json: attributes(),
    })
    expect(giftCard.body.gift_card_box).toMatchObject({ is_applied: false })
    const query = { discountCouponCode: 'NOPE' }
    expect((await call('POST', 'ShoppingCart/ApplyDiscountCoupon', { token, query })).status).toBe(
      400,
    )
    // The form is parsed for the checkout attributes: `{}` misses their keys.
    const empty = await call('POST', 'ShoppingCart/ApplyDiscountCoupon', { token, query, json: {} })
    expect(empty.status).toBe(404)
    const noCode = await call('POST', 'ShoppingCart/ApplyDiscountCoupon', {
      token,
      json: attributes(),
    })
    expect(noCode.status).toBe(400)
  })

  it('applies a known code next to those applied, and removes one by its id (ApplyDiscountCoupon, RemoveDiscountCoupon)', async () => {
    addCouponCode(double().state, 'CONTRACT5', 5)
    const token = await guest()
    await add(token)
    const applied = await call('POST', 'ShoppingCart/ApplyDiscountCoupon', {
      token,
      query: { discountCouponCode: ' contract5 ' },
      json: attributes(),
    })
    expect(applied.body.discount_box).toMatchObject({
      is_applied: true,
      applied_discounts_with_codes: [{ coupon_code: 'CONTRACT5' }],
    })
    const { id } = applied.body.discount_box.applied_discounts_with_codes[0]
    const removed = await call('POST', 'ShoppingCart/RemoveDiscountCoupon', {
      token,
      json: { [`removediscount-${id}`]: '' },
    })
    expect(removed.body.discount_box.applied_discounts_with_codes).toEqual([])
    expect((await call('POST', 'ShoppingCart/RemoveGiftCardCode', { token })).status).toBe(400)
  })

  it('shows the cart and its totals on the confirm page, read without writing (CheckoutController.cs, Confirm)', async () => {
    const token = await guest()
    expect((await call('GET', 'Checkout/Confirm', { token })).status).toBe(400)
    await add(token)
    const { body } = await call('GET', 'Checkout/Confirm', { token })
    expect(body.shopping_cart.items).toHaveLength(1)
    expect(body.order_totals).toMatchObject({ sub_total: expect.any(String) })
  })
})
