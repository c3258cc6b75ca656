'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, useTransition } from 'react'

import {
  confirmNewsletter,
  type NewsletterState,
  unsubscribeFromNewsletter,
} from '@/app/actions/newsletter'

const actions = { confirm: confirmNewsletter, unsubscribe: unsubscribeFromNewsletter }

/**
 * What a newsletter mail's link does takes a press on the screen, not only the link: mail
 * scanners that open every link would otherwise subscribe or unsubscribe people.
 */
export function NewsletterLinkButton({
  purpose,
  token,
}: {
  purpose: keyof typeof actions
  token: string
}) {
  const t = useTranslations('newsletter')
  const locale = useLocale()
  const [state, setState] = useState<NewsletterState>(null)
  const [pending, start] = useTransition()

  if (state) return <p role="status">{state.message}</p>
  return (
    <div className="space-y-4">
      <p>{t(`${purpose}Question`)}</p>
      <button
        type="button"
        disabled={pending}
        onClick={() => start(async () => setState(await actions[purpose](locale, token)))}
        className="rounded bg-brand px-5 py-2 font-semibold text-white disabled:opacity-60"
      >
        {t(`${purpose}Button`)}
      </button>
    </div>
  )
}
