'use client'

import { useTranslations } from 'next-intl'

import { Icon, icons } from '@/components/icon'
import { useVisitor } from '@/components/layout/visitor'
import { IntentLink } from '@/i18n/intent-link'

/** The header's cart link with the number of items in the cart; `href` is the cart's address. */
export function CartLink({ href }: { href: string }) {
  const t = useTranslations('menu')
  const count = useVisitor()?.itemCount ?? 0
  return (
    <IntentLink
      href={href}
      fresh
      aria-label={count > 0 ? t('cartWithCount', { count }) : t('cart')}
      data-testid="cart-link"
      className="relative rounded p-2"
    >
      <Icon d={icons.cart} />
      {count > 0 ? (
        <span
          data-testid="cart-count"
          aria-hidden
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-xs font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </IntentLink>
  )
}
