'use client'

import type { ReactNode } from 'react'

import { ErrorMessage } from '@/components/layout/error-message'

import { OwnReadLoading } from './own-read-loading'
import type { ReadFailure } from './use-own-read'

type Props = {
  failure: ReadFailure | null
  reload: () => void
  loading: ReactNode
  /** The screen's title, shown above `loading` where the screen has none of its own yet. */
  title?: string
}

/**
 * What stands where a shopper's own data will be until it is read: that it is on its way, or why
 * it could not be read, with a retry. A visitor nobody signed in sees it on its way while being
 * sent to sign in.
 */
export function OwnReadPending({ failure, reload, loading, title }: Props) {
  if (!failure || failure === 'signed-out')
    return <OwnReadLoading title={title}>{loading}</OwnReadLoading>
  return (
    <div>
      <ErrorMessage unavailable={failure === 'unavailable'} retry={reload} />
    </div>
  )
}
