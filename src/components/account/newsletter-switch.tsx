'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, useTransition } from 'react'

import { type NewsletterState, switchNewsletter } from '@/app/actions/newsletter'
import type { NewsletterStatus } from '@/commerce/types'

type Props = { status: NewsletterStatus; email: string }

const button =
  'rounded border border-brand px-4 py-2 font-semibold text-brand-dark disabled:opacity-60'

/**
 * The account's newsletter choice: off takes effect at once; on mails a confirmation link, and
 * the choice waits for the customer to follow it (they may have it sent again, or cancel).
 */
export function NewsletterSwitch({ status: initial, email }: Props) {
  const t = useTranslations('newsletter')
  const locale = useLocale()
  const [status, setStatus] = useState(initial)
  const [state, setState] = useState<NewsletterState>(null)
  const [pending, start] = useTransition()

  const choose = (on: boolean) =>
    start(async () => {
      const result = await switchNewsletter(locale, on)
      setState(result)
      if (result?.ok) setStatus(on ? (status === 'subscribed' ? status : 'pending') : 'off')
    })

  const says = {
    subscribed: t('accountOn', { email }),
    pending: t('accountPending', { email }),
    off: t('accountOff'),
  }
  return (
    <section aria-labelledby="newsletter-title" className="space-y-3">
      <h2 id="newsletter-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <p>{says[status]}</p>
      <div className="flex flex-wrap gap-3">
        {status === 'subscribed' ? null : (
          <button type="button" disabled={pending} onClick={() => choose(true)} className={button}>
            {status === 'pending' ? t('accountResend') : t('accountSubscribe')}
          </button>
        )}
        {status === 'off' ? null : (
          <button type="button" disabled={pending} onClick={() => choose(false)} className={button}>
            {status === 'pending' ? t('accountCancel') : t('accountUnsubscribe')}
          </button>
        )}
      </div>
      <p role="status" className="min-h-5">
        {state?.message}
      </p>
    </section>
  )
}
