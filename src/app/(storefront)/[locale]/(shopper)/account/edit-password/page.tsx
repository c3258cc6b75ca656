import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { changePassword } from '@/app/actions/password'
import { requireCustomer } from '@/auth/require-customer'
import { NewPasswordForm } from '@/components/auth/new-password-form'
import { isLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { screenMetadata } from '@/i18n/screen-metadata'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = screenMetadata('accountEditPassword', '/account/edit-password')

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
