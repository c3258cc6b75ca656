import type { ReactNode } from 'react'

type Props = { title?: string; children: ReactNode }

/** That a shopper's own data is on its way, where it will be shown; under the screen's title if given. */
export function OwnReadLoading({ title, children }: Props) {
  const note = (
    <p role="status" aria-busy="true" data-own-read-loading className="text-neutral-600">
      {children}
    </p>
  )
  if (title === undefined) return note
  return (
    <>
      <h1 className="text-3xl font-bold text-brand-dark">{title}</h1>
      {note}
    </>
  )
}
