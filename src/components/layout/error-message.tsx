'use client'

import { useErrorTexts } from './error-texts'

type Props = {
  /** The commerce backend did not answer (503), rather than something going wrong (500). */
  unavailable: boolean
  retry: () => void
}

/** What a screen says when it could not be shown: a translated explanation, never a stack trace. */
export function ErrorMessage({ unavailable, retry }: Props) {
  const t = useErrorTexts()
  return (
    <>
      <p className="text-sm font-semibold text-brand">{unavailable ? t.status503 : t.status500}</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-dark">
        {unavailable ? t.unavailableTitle : t.errorTitle}
      </h1>
      <p className="mt-4 text-neutral-700">{unavailable ? t.unavailableText : t.errorText}</p>
      <button type="button" onClick={retry} className="mt-6 rounded bg-brand px-4 py-2 text-white">
        {t.retry}
      </button>
    </>
  )
}
