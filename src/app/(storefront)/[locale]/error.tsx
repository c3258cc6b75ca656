'use client'

import { useErrorTexts } from '@/components/layout/error-texts'

/** Set on a commerce backend's failure to answer, so that the screen can say what happened. */
const BACKEND_UNAVAILABLE = 'backend-unavailable'

/** Any failure while rendering a screen: a translated explanation, never a stack trace. */
export default function ErrorScreen({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const t = useErrorTexts()
  const unavailable = error.digest === BACKEND_UNAVAILABLE
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold text-brand">{unavailable ? t.status503 : t.status500}</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-dark">
        {unavailable ? t.unavailableTitle : t.errorTitle}
      </h1>
      <p className="mt-4 text-neutral-700">{unavailable ? t.unavailableText : t.errorText}</p>
      <button type="button" onClick={reset} className="mt-6 rounded bg-brand px-4 py-2 text-white">
        {t.retry}
      </button>
    </main>
  )
}
