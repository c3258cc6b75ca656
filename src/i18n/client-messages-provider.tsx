import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'

import { messagesFor } from './client-messages'

type Props = { namespaces: readonly string[]; children: ReactNode }

/**
 * The translation runtime and these namespaces' messages for the client components inside: only
 * on the pages whose islands read messages themselves (docs/adr/0034).
 */
export async function ClientMessages({ namespaces, children }: Props) {
  return (
    <NextIntlClientProvider messages={await messagesFor(namespaces)}>
      {children}
    </NextIntlClientProvider>
  )
}
