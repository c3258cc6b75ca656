'use server'

import { getTranslations } from 'next-intl/server'

import { commerce } from '@/commerce'
import { isLocale } from '@/i18n/locales'

export type NewsletterState = { ok: boolean; message: string; at: number } | null

/** The footer's newsletter form: subscribes through the commerce backend and says how it went. */
export async function subscribeToNewsletter(
  _: NewsletterState,
  form: FormData,
): Promise<NewsletterState> {
  const locale = String(form.get('locale'))
  const t = await getTranslations({
    locale: isLocale(locale) ? locale : 'nl',
    namespace: 'newsletter',
  })
  const reply = (ok: boolean, message: string) => ({ ok, message, at: Date.now() })
  if (!isLocale(locale)) return reply(false, t('failed'))
  try {
    const result = await commerce.newsletter.subscribe(
      String(form.get('email') ?? ''),
      form.get('subscribe') !== 'false',
      locale,
    )
    if (result.message) return reply(result.ok, result.message)
    if (result.code === 'invalid-email') return reply(false, t('invalidEmail'))
    return reply(true, t(result.code))
  } catch (error) {
    console.error('Newsletter subscription failed', error)
    return reply(false, t('failed'))
  }
}
