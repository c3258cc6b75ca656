import type { APIRequestContext } from '@playwright/test'

/** The stand-in nopCommerce's own address (its control routes are the tests' only way in). */
export const nopcommerce = `http://127.0.0.1:${process.env.NOPCOMMERCE_DOUBLE_PORT || 3129}`

/** An order as nopCommerce keeps it, as far as the tests look. */
export type DoubleOrder = {
  id: number
  customOrderNumber: string
  billingAddress: { email: string }
  lines: Array<{ productId: number; quantity: number }>
  checkoutAttributes: Record<string, string>
}

/** Every order nopCommerce holds. */
export async function nopOrders(request: APIRequestContext): Promise<DoubleOrder[]> {
  return (await request.get(`${nopcommerce}/__double/orders`)).json()
}

export const setOutage = (request: APIRequestContext, on: boolean) =>
  request.post(`${nopcommerce}/__double/outage?on=${on}`)

/** The shop owner adds a coupon code in nopCommerce's admin. */
export const ownerAddsCode = (request: APIRequestContext, code: string, percent: number) =>
  request.post(`${nopcommerce}/__double/discount?code=${code}&percent=${percent}`)

/** A product as the search box finds it, from nopCommerce. */
export async function findProduct(request: APIRequestContext, query: string) {
  const response = await request.get(`/api/storefront/suggest?q=${query}&locale=en`)
  const { suggestions } = await response.json()
  if (!suggestions.length) throw new Error(`No product found for ${query}`)
  return suggestions[0] as { id: number; slug: string; name: string }
}

/** A message nopCommerce sent, with the link in it (to its store URL). */
export type DoubleMail = { to: string; kind: string; link: string; languageId: number }

/** The newest message of a kind nopCommerce sent an address, once it has been sent. */
export async function nopMail(request: APIRequestContext, to: string, kind: string) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await request.get(
      `${nopcommerce}/__double/outbox?to=${encodeURIComponent(to)}`,
    )
    const mail = ((await response.json()) as DoubleMail[])
      .filter((sent) => sent.kind === kind)
      .at(-1)
    if (mail) return mail
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`nopCommerce sent ${to} no ${kind} message`)
}
