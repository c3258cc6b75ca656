import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { asText } from '@/commerce/rules/form-input'
import { NewsletterLinkButton } from '@/components/newsletter/newsletter-link-button'
import { NewsletterScreen } from '@/components/newsletter/newsletter-screen'
import { isLocale } from '@/i18n/locales'
import { screenMetadata } from '@/i18n/screen-metadata'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = screenMetadata('newsletterConfirm', '/newsletter/confirm')

/** Where the confirmation mail's link leads: a press on its button confirms the subscription. */
export default async function NewsletterConfirmPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const { token } = await searchParams
  return (
    <NewsletterScreen title="newsletterConfirm">
      <NewsletterLinkButton purpose="confirm" token={asText(token)} />
    </NewsletterScreen>
  )
}
