import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { currentCustomer } from '@/auth/customer-session'
import { applicationRefusal } from '@/commerce/rules/tester'
import { appliedOn, type TesterTest } from '@/content/tester'
import type { Locale } from '@/i18n/locales'
import { getPathname, Link } from '@/i18n/navigation'
import { testHref } from '@/i18n/test-href'

import { ApplyForm } from './apply-form'
import { formatDate } from './test-dates'

type Props = { test: TesterTest; taken: number; locale: Locale }

const Notice = ({ children }: { children: ReactNode }) => (
  <p role="status" className="rounded bg-neutral-100 p-4">
    {children}
  </p>
)

/**
 * How a visitor can apply to a test: a customer who applied sees when, a test that is not open
 * says why, a guest is asked to sign in (and comes back here), a customer gets the form.
 */
export async function TestApplication({ test, taken, locale }: Props) {
  const [t, customer] = await Promise.all([
    getTranslations({ locale, namespace: 'tester' }),
    currentCustomer(),
  ])
  const applied = customer ? await appliedOn(test.id, customer.id) : null
  const refusal = applicationRefusal(test, taken, applied !== null, new Date())
  const signIn = {
    pathname: '/login' as const,
    query: { redirect: getPathname({ href: testHref(test), locale }) },
  }
  return (
    <section aria-labelledby="apply-title" className="space-y-4">
      <h2 id="apply-title" className="text-2xl font-bold text-brand-dark">
        {t('applyTitle')}
      </h2>
      {applied ? (
        <Notice>{t('applied', { date: formatDate(applied, locale) })}</Notice>
      ) : refusal === 'test-not-started' ? (
        <Notice>{t('opensOn', { date: formatDate(test.startsOn, locale) })}</Notice>
      ) : refusal ? (
        <Notice>{t(`problems.${refusal}`)}</Notice>
      ) : customer ? (
        <ApplyForm testId={test.id} />
      ) : (
        <p>
          <Link href={signIn} className="font-semibold underline">
            {t('signInToApply')}
          </Link>
        </p>
      )}
    </section>
  )
}
