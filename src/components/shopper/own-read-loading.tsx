import type { ReactNode } from 'react'

/** That a shopper's own data is on its way, where it will be shown. */
export function OwnReadLoading({ children }: { children: ReactNode }) {
  return (
    <p role="status" aria-busy="true" className="text-neutral-600">
      {children}
    </p>
  )
}
