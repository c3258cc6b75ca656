import { log } from '@/logging/log'
import { cappedText, payloadTooLarge, WEBHOOK_BODY_LIMIT } from '@/security/capped-body'

const paymentId = /^tr_[A-Za-z0-9]{1,64}$/

/**
 * Mollie's webhook: the form says only which payment changed; `paymentChanged` fetches its
 * state from Mollie. Known or not, the answer is an empty 200, so that nobody learns which ids
 * exist; only when Mollie could not be asked is it a 500, and Mollie tries again later. Anyone
 * can post here, so a body beyond a payment id's size is refused (413) unread.
 */
export function mollieWebhook(paymentChanged: (id: string) => Promise<void>) {
  return async function POST(request: Request): Promise<Response> {
    const body = await cappedText(request, WEBHOOK_BODY_LIMIT).catch(() => '')
    if (body === null) return payloadTooLarge()
    const id = new URLSearchParams(body).get('id')
    if (typeof id !== 'string' || !paymentId.test(id)) return new Response(null, { status: 200 })
    try {
      await paymentChanged(id)
      return new Response(null, { status: 200 })
    } catch (error) {
      // The message and status only: the error's request would carry the API key.
      const reason = error instanceof Error ? error.message : 'unknown'
      log().error({ payment: id, reason }, 'Mollie webhook: the payment could not be checked')
      return new Response(null, { status: 500 })
    }
  }
}
