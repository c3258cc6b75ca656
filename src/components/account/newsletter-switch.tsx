'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, useTransition } from 'react'

import { type NewsletterState, switchNewsletter } from '@/app/actions/newsletter'

type Props = { subscribed: boolean; email: string }

/**
 * The account's newsletter on/off: off takes effect at once; on mails a confirmation link, so
 * the switch stays off until the customer clicks it.
 */
export function NewsletterSwitch({ subscribed, email }: Props) {
  const t = useTranslations('newsletter')
  const locale = useLocale()
  const [on, setOn] = useState(subscribed)
  const [state, setState] = useState<NewsletterState>(null)
  const [pending, start] = useTransition()

  const flip = () =>
    start(async () => {
      const result = await switchNewsletter(locale, !on)
      setState(result)
      if (result?.ok && on) setOn(false)
    })

  return (
    <section aria-labelledby="newsletter-title" className="space-y-3">
      <h2 id="newsletter-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <p>{on ? t('accountOn', { email }) : t('accountOff')}</p>
      <button
        type="button"
        disabled={pending}
        onClick={flip}
        className="rounded border border-brand px-4 py-2 font-semibold text-brand-dark disabled:opacity-60"
      >
        {on ? t('accountUnsubscribe') : t('accountSubscribe')}
      </button>
      <p role="status" className="min-h-5">
        {state?.message}
      </p>
    </section>
  )
}
