import type { CustomerApi } from '@/commerce/provider'

/** The backend's answer that it no longer knows a customer's session: the shopper is signed out. */
export class SessionEnded extends Error {
  constructor() {
    super('The commerce backend no longer knows this customer session')
    this.name = 'SessionEnded'
  }
}

/**
 * Checks a signed-in customer's backend session when the browser asks for its session (on
 * focus, spec section 4). When the backend answers that it does not know it (nopCommerce:
 * Unauthorized), throwing makes next-auth drop the session cookie. A backend that does not answer
 * signs nobody out.
 */
export async function checkCustomerSession(
  customers: Pick<CustomerApi, 'info'>,
  shopperSession: string | undefined,
): Promise<void> {
  if (!shopperSession) return
  const customer = await customers.info(shopperSession).catch(() => undefined)
  if (customer === null) throw new SessionEnded()
}
