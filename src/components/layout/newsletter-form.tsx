'use client'

import { useActionState, useEffect, useRef, useState } from 'react'

import { type NewsletterState, subscribeToNewsletter } from '@/app/actions/newsletter'
import type { Locale } from '@/i18n/locales'

export const MESSAGE_MS = 6000

type Props = {
  locale: Locale
  texts: { heading: string; text: string; email: string; subscribe: string }
  headingLevel: 2 | 3
}

/**
 * The newsletter signup's form (newsletter-signup.tsx): it only ever asks to subscribe (a
 * confirmation mail follows); the outcome shows for six seconds (spec section 4).
 */
export function NewsletterForm({ locale, texts, headingLevel }: Props) {
  const form = useRef<HTMLFormElement>(null)
  const [state, submit, pending] = useActionState<NewsletterState, FormData>(
    subscribeToNewsletter,
    null,
  )
  const [hiddenAt, setHiddenAt] = useState<number | null>(null)

  useEffect(() => {
    if (!state) return
    if (state.ok) form.current?.reset()
    const timer = setTimeout(() => setHiddenAt(state.at), MESSAGE_MS)
    return () => clearTimeout(timer)
  }, [state])
  const message = state && state.at !== hiddenAt ? state.message : null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  return (
    <form ref={form} action={submit} className="text-sm">
      <Heading className="mb-2 font-semibold">{texts.heading}</Heading>
      <p className="mb-3">{texts.text}</p>
      <input type="hidden" name="locale" value={locale} />
      <label className="flex flex-col gap-1">
        {texts.email}
        <input
          type="email"
          name="email"
          required
          className="rounded bg-white px-3 py-2 text-neutral-900"
        />
      </label>
      <button
        type="submit"
        disabled={pending}
        className="mt-2 rounded bg-white px-4 py-2 font-semibold text-brand-dark disabled:opacity-60"
      >
        {texts.subscribe}
      </button>
      <p role="status" className="mt-2 min-h-5">
        {message}
      </p>
    </form>
  )
}
