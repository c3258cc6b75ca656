import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { requireCustomer } from '@/auth/require-customer'
import { commerce } from '@/commerce'
import { formatInvoiceDate } from '@/commerce/invoices/invoice-layout'
import { formatMoney } from '@/commerce/rules/money'
import { isLocale } from '@/i18n/locales'
import { screenMetadata } from '@/i18n/screen-metadata'
import { invoiceHref } from '@/lib/invoice-download'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = screenMetadata('accountDownloads', '/account/downloads')

/** The customer's invoices, one per paid order, newest first, each to download as a PDF. */
export default async function AccountDownloadsPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const customer = await requireCustomer(locale, '/account/downloads')
  const [screens, t, orders] = await Promise.all([
    getTranslations('screens'),
    getTranslations('downloads'),
    commerce.orders.list(customer.session),
  ])
  const invoiced = orders.flatMap((order) =>
    order.invoice ? [{ ...order, invoice: order.invoice }] : [],
  )
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-dark">{screens('accountDownloads')}</h1>
      {invoiced.length === 0 ? <p>{t('none')}</p> : null}
      <ul className="space-y-4">
        {invoiced.map((order) => (
          <li key={order.id} data-testid="my-invoice" className="space-y-2 rounded border p-4">
            <p className="flex flex-wrap justify-between gap-2">
              <strong>{t('order', { number: order.number })}</strong>
              <span>
                {t('date')}: {formatInvoiceDate(order.invoice.date, locale)}
              </span>
              <span>
                {t('total')}: {formatMoney(order.total, locale)}
              </span>
            </p>
            <a href={invoiceHref(order.id)} download className="underline">
              {t('download')} ({t('invoice', { number: order.invoice.number })})
            </a>
          </li>
        ))}
      </ul>
    </main>
  )
}
