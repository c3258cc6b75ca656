import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { newsletterNamespaces } from '@/i18n/client-messages'
import { ClientMessages } from '@/i18n/client-messages-provider'
import { Link } from '@/i18n/navigation'

type Props = { title: 'newsletterConfirm' | 'newsletterUnsubscribe'; children: ReactNode }

/** The frame of the screens a newsletter link opens; its button reads its own messages. */
export async function NewsletterScreen({ title, children }: Props) {
  const [screens, t] = await Promise.all([
    getTranslations('screens'),
    getTranslations('newsletter'),
  ])
  return (
    <main className="mx-auto max-w-lg space-y-6 px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-dark">{screens(title)}</h1>
      <ClientMessages namespaces={newsletterNamespaces}>{children}</ClientMessages>
      <Link href="/products" className="inline-block underline">
        {t('continueShopping')}
      </Link>
    </main>
  )
}
