/**
 * `Order/GetPdfInvoice/{id}` is in the plugin's OpenAPI description but not in its 4.60 source:
 * an optional extension. The storefront asks it once per process and remembers the answer; without
 * it, orders show no invoice and nothing calls it again.
 */
import { type NopBytes, type NopClient, NopHttpError } from './http-client'

const answered = new WeakMap<NopClient, boolean>()

/** Whether a 404 is the plugin's own (a JSON message) rather than a path nopCommerce lacks. */
function pluginNotFound(body: unknown): boolean {
  const text =
    body instanceof ArrayBuffer
      ? new TextDecoder().decode(body)
      : typeof body === 'string'
        ? body
        : body === null || body === undefined
          ? ''
          : JSON.stringify(body)
  try {
    const parsed: unknown = JSON.parse(text)
    return typeof parsed === 'string' || (typeof parsed === 'object' && parsed !== null)
  } catch {
    return false
  }
}

/**
 * The order's PDF invoice as the session's customer may fetch it; null when the plugin has no
 * such endpoint (remembered) or refuses this order.
 */
export async function fetchPdfInvoice(
  client: NopClient,
  session: string,
  orderId: number,
): Promise<NopBytes | null> {
  if (answered.get(client) === false) return null
  try {
    const pdf = await client.bytes(`Order/GetPdfInvoice/${orderId}`, { token: session })
    answered.set(client, true)
    return pdf
  } catch (error) {
    if (!(error instanceof NopHttpError)) throw error
    if (error.status === 404 && !pluginNotFound(error.body)) answered.set(client, false)
    return null
  }
}

/**
 * Whether the storefront can hand out PDF invoices: known once the plugin answered; until then,
 * `probe` (an order the session may read) asks it.
 */
export async function pdfInvoicesAvailable(
  client: NopClient,
  probe: { session: string; orderId: number } | null,
): Promise<boolean> {
  const known = answered.get(client)
  if (known !== undefined || !probe) return known ?? false
  await fetchPdfInvoice(client, probe.session, probe.orderId)
  return answered.get(client) ?? false
}
