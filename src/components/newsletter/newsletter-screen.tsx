import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Link } from '@/i18n/navigation'

type Props = { title: 'newsletterConfirm' | 'newsletterUnsubscribe'; children: ReactNode }

/** The frame of the screens a newsletter link opens. */
export async function NewsletterScreen({ title, children }: Props) {
  const [screens, t] = await Promise.all([
    getTranslations('screens'),
    getTranslations('newsletter'),
  ])
  return (
    <main className="mx-auto max-w-lg space-y-6 px-4 py-12">
      <h1 className="text-3xl font-bold text-brand-dark">{screens(title)}</h1>
      {children}
      <Link href="/products" className="inline-block underline">
        {t('continueShopping')}
      </Link>
    </main>
  )
}
