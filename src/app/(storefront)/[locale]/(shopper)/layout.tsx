import { getMessages, setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { clientMessages, shopperNamespaces } from '@/i18n/client-messages'
import { isLocale } from '@/i18n/locales'
import { MoreMessages } from '@/i18n/more-messages'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/**
 * The shopper's own pages (sign-in, account, checkout, tester): their forms' messages come with
 * them, added to the frame's, so that the cached catalog and content pages do not carry them
 * (docs/adr/0006).
 */
export default async function ShopperLayout({ children, params }: Props) {
  const { locale } = await params
  if (isLocale(locale)) setRequestLocale(locale)
  const messages = clientMessages(await getMessages(), shopperNamespaces)
  return <MoreMessages messages={messages}>{children}</MoreMessages>
}
