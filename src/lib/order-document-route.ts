import { currentShopper } from '@/auth/customer-session'
import { commerce } from '@/commerce'
import { defaultLocale } from '@/i18n/locales'
import { invoiceDownload, type OrderDocument } from '@/lib/invoice-download'
import { payloadClient } from '@/lib/payload'

type Context = { params: Promise<{ id: string }> }

/**
 * `GET /api/storefront/orders/{id}/{document}[?token=…][&print=1]`: an order's invoice or credit
 * note as a PDF, for the shopper who placed it, the holder of its signed link, or staff signed in
 * to the admin.
 */
export const orderDocumentGet =
  (document: OrderDocument) =>
  async (request: Request, { params }: Context): Promise<Response> => {
    const { id } = await params
    const query = new URL(request.url).searchParams
    const token = query.get('token') ?? undefined
    const payload = await payloadClient()
    const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
    const staff = user?.collection === 'admins'
    // The PDF speaks the order's language, whatever the visitor's.
    const shopper = await currentShopper(defaultLocale)
    return invoiceDownload(
      commerce.orders,
      shopper,
      id,
      { token, staff },
      {
        document,
        print: query.get('print') === '1',
      },
    )
  }
