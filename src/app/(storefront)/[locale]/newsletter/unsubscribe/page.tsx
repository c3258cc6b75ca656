import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { asText } from '@/commerce/rules/form-input'
import { NewsletterScreen } from '@/components/newsletter/newsletter-screen'
import { NewsletterLinkButton } from '@/components/newsletter/newsletter-link-button'
import { isLocale } from '@/i18n/locales'
import { screenMetadata } from '@/i18n/screen-metadata'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = screenMetadata('newsletterUnsubscribe', '/newsletter/unsubscribe')

/** Where the unsubscribe link of every newsletter mail leads. */
export default async function NewsletterUnsubscribePage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const { token } = await searchParams
  return (
    <NewsletterScreen title="newsletterUnsubscribe">
      <NewsletterLinkButton purpose="unsubscribe" token={asText(token)} />
    </NewsletterScreen>
  )
}
