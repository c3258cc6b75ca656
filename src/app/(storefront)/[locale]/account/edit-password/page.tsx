import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { changePassword } from '@/app/actions/password'
import { NewPasswordForm } from '@/components/auth/new-password-form'
import { alternates } from '@/i18n/alternates'
import { isLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { requireCustomer } from '@/lib/require-customer'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'screens' })
  return {
    title: t('accountEditPassword'),
    alternates: alternates('/account/edit-password', {}, locale),
  }
}

export default async function EditPasswordPage({ params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  await requireCustomer(locale, '/account/edit-password')
  const [screens, t] = await Promise.all([getTranslations('screens'), getTranslations('auth')])
  return (
    <main className="mx-auto max-w-lg px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold text-brand-dark">{screens('accountEditPassword')}</h1>
      <NewPasswordForm
        send={changePassword}
        askCurrent
        done={
          <>
            <p>{t('passwordUpdated')}</p>
            <Link href="/account" className="underline">
              {t('backToAccount')}
            </Link>
          </>
        }
      />
    </main>
  )
}
