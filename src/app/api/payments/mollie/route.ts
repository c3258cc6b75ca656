import { commerce } from '@/commerce'
import { log } from '@/lib/log'

const paymentId = /^tr_[A-Za-z0-9]{1,64}$/

/**
 * Mollie's webhook: the form says only which payment changed; its state is fetched from Mollie.
 * Known or not, the answer is an empty 200, so that nobody learns which ids exist; only when
 * Mollie could not be asked is it a 500, and Mollie tries again later.
 */
export async function POST(request: Request) {
  const form = await request.formData().catch(() => null)
  const id = form?.get('id')
  if (typeof id !== 'string' || !paymentId.test(id)) return new Response(null, { status: 200 })
  try {
    await commerce.checkout.paymentChanged(id)
    return new Response(null, { status: 200 })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    log().error({ payment: id, reason }, 'Mollie webhook: payment could not be checked')
    return new Response(null, { status: 500 })
  }
}
