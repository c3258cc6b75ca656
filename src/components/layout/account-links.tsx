'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

import { useVisitor } from './visitor'

const initials = (first: string, last: string) =>
  `${first.charAt(0)}${last.charAt(0)}`.toUpperCase()

/**
 * The account link: the customer's first name, "sign in" for anybody else, and a neutral
 * "my account" until the visitor is known.
 */
export function AccountLink() {
  const t = useTranslations('menu')
  const visitor = useVisitor()
  const label = !visitor
    ? t('account')
    : visitor.customer
      ? visitor.customer.firstName || t('account')
      : t('signIn')
  return (
    <Link href="/account" data-testid="account-link" className="hover:underline">
      {label}
    </Link>
  )
}

/** The round account button of small screens: the customer's initials, else a person. */
export function AccountBadge() {
  const t = useTranslations('menu')
  const customer = useVisitor()?.customer
  return (
    <Link
      href="/account"
      aria-label={customer ? customer.firstName || t('account') : t('account')}
      className="ml-auto flex h-9 w-9 items-center justify-center rounded-full bg-cream text-sm font-semibold lg:hidden sm:ml-0"
    >
      {customer ? (
        initials(customer.firstName, customer.lastName) || '•'
      ) : (
        <span aria-hidden>👤</span>
      )}
    </Link>
  )
}

/** "Sign out", for a signed-in customer only. */
export function SignOutLink() {
  const t = useTranslations('menu')
  if (!useVisitor()?.customer) return null
  return (
    <Link href="/logout" className="hover:underline">
      {t('signOut')}
    </Link>
  )
}
