import { notFound } from 'next/navigation'

import { commerce } from '@/commerce'
import { isLocale } from '@/i18n/locales'
import { redirect } from '@/i18n/navigation'

type Props = { params: Promise<{ locale: string; token: string; active: string }> }

// Every link is another address: answered per request, kept out of the page cache.
export const dynamic = 'force-dynamic'

const screens = { confirm: '/newsletter/confirm', unsubscribe: '/newsletter/unsubscribe' } as const

/**
 * Where the newsletter links a backend mails itself lead (nopCommerce's activation and
 * deactivation links, to its store URL): on to the storefront's confirm or unsubscribe screen,
 * whose button does what the link says.
 */
export default async function NewsletterActivationPage({ params }: Props) {
  const { locale, token, active } = await params
  if (!isLocale(locale)) notFound()
  const link = commerce.newsletter.mailedLink(token, active)
  if (!link) notFound()
  redirect({ href: { pathname: screens[link.purpose], query: { token: link.token } }, locale })
}
