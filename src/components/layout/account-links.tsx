'use client'

import { IntentLink } from '@/i18n/intent-link'

import { useVisitor } from './visitor'

const initials = (first: string, last: string) =>
  `${first.charAt(0)}${last.charAt(0)}`.toUpperCase()

/** The localized address the link goes to and the texts it may show, made on the server. */
type Props = { href: string; texts: { account: string; signIn: string } }

/**
 * The account link: the customer's first name, "sign in" for anybody else, and a neutral
 * "my account" until the visitor is known.
 */
export function AccountLink({ href, texts }: Props) {
  const visitor = useVisitor()
  const label = !visitor
    ? texts.account
    : visitor.customer
      ? visitor.customer.firstName || texts.account
      : texts.signIn
  return (
    <IntentLink href={href} fresh data-testid="account-link" className="hover:underline">
      {label}
    </IntentLink>
  )
}

/** The round account button of small screens: the customer's initials, else a person. */
export function AccountBadge({ href, texts }: Props) {
  const customer = useVisitor()?.customer
  return (
    <IntentLink
      href={href}
      fresh
      aria-label={customer?.firstName || texts.account}
      className="ml-auto flex h-9 w-9 items-center justify-center rounded-full bg-cream text-sm font-semibold lg:hidden sm:ml-0"
    >
      {customer ? (
        initials(customer.firstName, customer.lastName) || '•'
      ) : (
        <span aria-hidden>👤</span>
      )}
    </IntentLink>
  )
}

/** "Sign out", for a signed-in customer only. */
export function SignOutLink({ href, label }: { href: string; label: string }) {
  if (!useVisitor()?.customer) return null
  return (
    <IntentLink href={href} fresh className="hover:underline">
      {label}
    </IntentLink>
  )
}
