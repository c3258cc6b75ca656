import type { ReactNode } from 'react'

import { useHydrated } from './use-hydrated'

type Props = {
  /** A problem with the form as a whole, if any, and what to offer along with it. */
  problem: string | null
  extra?: ReactNode
  submitting: boolean
  label: string
  wide?: boolean
}

/** The end of a form: its overall problem, announced, and the submit button. */
export function FormEnd({ problem, extra, submitting, label, wide = true }: Props) {
  // Until the form's script runs, a click would submit it natively: a GET to this page with
  // every field, passwords and addresses included, in the query string.
  const hydrated = useHydrated()
  return (
    <>
      {problem ? (
        <div role="alert" className="space-y-2 rounded bg-red-50 p-3 text-sm text-red-800">
          <p>{problem}</p>
          {extra}
        </div>
      ) : null}
      <button
        type="submit"
        disabled={submitting || !hydrated}
        className={`${wide ? 'w-full' : ''} rounded bg-brand px-5 py-2 font-semibold text-white disabled:opacity-50`}
      >
        {label}
      </button>
    </>
  )
}
