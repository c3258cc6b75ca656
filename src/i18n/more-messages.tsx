'use client'

import {
  type AbstractIntlMessages,
  NextIntlClientProvider,
  useLocale,
  useMessages,
} from 'next-intl'
import { type ReactNode, useMemo } from 'react'

type Props = { messages: AbstractIntlMessages; children: ReactNode }

/**
 * A nested provider whose messages are added to the ones its parent has, rather than replacing
 * them: next-intl's own replaces them, which made every shopper's page carry the frame's
 * messages twice.
 */
export function MoreMessages({ messages, children }: Props) {
  const locale = useLocale()
  const inherited = useMessages()
  const all = useMemo(() => ({ ...inherited, ...messages }), [inherited, messages])
  return (
    <NextIntlClientProvider locale={locale} messages={all}>
      {children}
    </NextIntlClientProvider>
  )
}
