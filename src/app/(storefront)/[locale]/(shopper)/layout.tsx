import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { shopperNamespaces } from '@/i18n/client-messages'
import { ClientMessages } from '@/i18n/client-messages-provider'
import { isLocale } from '@/i18n/locales'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/**
 * The shopper's own pages (sign-in, account, checkout, tester): their forms' messages come with
 * them, so that the cached catalog and content pages do not carry them (docs/adr/0006, 0034).
 */
export default async function ShopperLayout({ children, params }: Props) {
  const { locale } = await params
  if (isLocale(locale)) setRequestLocale(locale)
  return <ClientMessages namespaces={shopperNamespaces}>{children}</ClientMessages>
}
