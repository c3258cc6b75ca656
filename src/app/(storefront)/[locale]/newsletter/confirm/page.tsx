import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { commerce } from '@/commerce'
import { asText } from '@/commerce/rules/form-input'
import { NewsletterScreen } from '@/components/newsletter/newsletter-screen'
import { isLocale } from '@/i18n/locales'
import { screenMetadata } from '@/i18n/screen-metadata'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const generateMetadata = screenMetadata('newsletterConfirm', '/newsletter/confirm')

/** Where the confirmation mail's link leads: opening it confirms the subscription. */
export default async function NewsletterConfirmPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const { token } = await searchParams
  const [outcome, t] = await Promise.all([
    commerce.newsletter.confirm(asText(token)),
    getTranslations('newsletter'),
  ])
  return (
    <NewsletterScreen title="newsletterConfirm">
      <p role="status">{outcome === 'subscribed' ? t('subscribed') : t('invalidLink')}</p>
    </NewsletterScreen>
  )
}
