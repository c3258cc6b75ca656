'use client'

import { Icon, icons } from '@/components/icon'
import { useVisitor } from '@/components/layout/visitor'
import { type Counted, countText } from '@/i18n/counted'
import { IntentLink } from '@/i18n/intent-link'

type Props = {
  /** The cart's address. */
  href: string
  /** "Shopping cart", and the same with the number of items. */
  labels: { empty: string; counted: Counted }
}

/** The header's cart link with the number of items in the cart. */
export function CartLink({ href, labels }: Props) {
  const count = useVisitor()?.itemCount ?? 0
  return (
    <IntentLink
      href={href}
      fresh
      aria-label={count > 0 ? countText(labels.counted, count) : labels.empty}
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
