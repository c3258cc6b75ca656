import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { NewsletterForm } from './newsletter-form'

type Props = {
  locale: Locale
  /** An editor's heading and text (the newsletter block), else the footer's. */
  heading?: string
  text?: string | null
  headingLevel?: 2 | 3
}

/** The newsletter signup of the footer and of the newsletter block. */
export async function NewsletterSignup({ locale, heading, text, headingLevel = 2 }: Props) {
  const t = await getTranslations({ locale, namespace: 'footer' })
  return (
    <NewsletterForm
      locale={locale}
      headingLevel={headingLevel}
      texts={{
        heading: heading ?? t('newsletter'),
        text: text ?? t('newsletterText'),
        email: t('email'),
        subscribe: t('subscribe'),
      }}
    />
  )
}
