import { ownPaymentLabels } from '../shop/payment-labels'
import { paymentMethodsFor } from '../rules/checkout'
import type { DeliveryMethod, Locale, PaymentOption } from '../types'

/**
 * The payment plugins of the shop's nopCommerce (Configuration › Payment methods) by the ids the
 * storefront uses: the bank transfer with its structured communication ("Check / Money Order"
 * renamed), and paying in the shop, which nopCommerce hides unless the order is picked up.
 */
export const nopPaymentMethods: Record<string, string> = {
  banktransfer: 'Payments.CheckMoneyOrder',
  'pay-at-pickup': 'Payments.PayInStore',
}

/** The storefront's id of a payment plugin: its own id when it has one, else the system name. */
export const paymentMethodId = (systemName: string) =>
  Object.entries(nopPaymentMethods).find(([, known]) => known === systemName)?.[0] ?? systemName

/** The payment plugin that pays with the storefront's method id. */
export const paymentSystemName = (id: string) => nopPaymentMethods[id] ?? id

export type NopPaymentMethod = { paymentMethodSystemName: string; name: string }

/**
 * The methods nopCommerce offers a cart, labelled in the shopper's language: the shop's own
 * wording for the methods the storefront knows (the same as the native backend's, whatever
 * language nopCommerce last heard from the shopper), nopCommerce's name for any other. nopCommerce
 * offers paying in the shop whatever the cart (no stock payment plugin hides itself): the
 * storefront's own rule keeps it for pickups.
 */
export function paymentOptions(
  methods: NopPaymentMethod[],
  locale: Locale,
  deliveryMethod: DeliveryMethod | null,
): PaymentOption[] {
  const allowed = paymentMethodsFor(deliveryMethod)
  return methods
    .map(({ paymentMethodSystemName, name }) => {
      const id = paymentMethodId(paymentMethodSystemName)
      return { id, label: paymentLabel(id, locale) ?? name }
    })
    .filter(({ id }) => !(id in ownPaymentLabels) || allowed.includes(id))
}

/** The shop's own wording for one of the storefront's methods, or null for another. */
export const paymentLabel = (id: string, locale: Locale): string | null =>
  ownPaymentLabels[id]?.[locale] ?? null

const nameKey = (name: string) => name.trim().toLowerCase()

/**
 * The storefront's method for the name nopCommerce shows on an order (the payment plugin's
 * friendly name in the customer's language, named as the storefront names it: README); the name
 * itself for a method the storefront does not know.
 */
export function paymentMethodOfName(name: string | null | undefined): string {
  const wanted = nameKey(name ?? '')
  const known = Object.entries(ownPaymentLabels).find(([, labels]) =>
    Object.values(labels).some((label) => nameKey(label) === wanted),
  )
  return known?.[0] ?? name ?? ''
}
