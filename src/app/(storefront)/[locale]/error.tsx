'use client'

import { ErrorMessage } from '@/components/layout/error-message'

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
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <ErrorMessage unavailable={error.digest === BACKEND_UNAVAILABLE} retry={reset} />
    </main>
  )
}
