import { commerce } from '@/commerce'
import { defaultLocale } from '@/i18n/locales'
import { currentShopper } from '@/lib/customer-session'
import { invoiceDownload } from '@/lib/invoice-download'
import { payloadClient } from '@/lib/payload'

type Context = { params: Promise<{ id: string }> }

/**
 * `GET /api/storefront/orders/{id}/invoice[?token=…]`: a paid order's invoice as a PDF, for the
 * shopper who placed it, the holder of its signed link, or staff signed in to the admin.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params
  const token = new URL(request.url).searchParams.get('token') ?? undefined
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
  const staff = user?.collection === 'admins'
  // The PDF speaks the order's language, whatever the visitor's.
  const shopper = await currentShopper(defaultLocale)
  return invoiceDownload(commerce.orders, shopper, id, { token, staff })
}
