import { getTranslations } from 'next-intl/server'

import { CurrentPath } from '@/components/layout/current-path'
import { Link } from '@/i18n/navigation'

export default async function NotFound() {
  const t = await getTranslations('errors')
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold text-brand">{t('status', { status: 404 })}</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-dark">{t('notFoundTitle')}</h1>
      <p className="mt-4 text-neutral-700">
        {t.rich('notFoundText', { path: () => <CurrentPath /> })}
      </p>
      <Link href="/" className="mt-6 inline-block rounded bg-brand px-4 py-2 text-white">
        {t('backHome')}
      </Link>
    </main>
  )
}
