import Image from 'next/image'
import { useTranslations } from 'next-intl'

import { formatMoney, formatWeight } from '@/commerce/rules/money'
import type { CartLine } from '@/commerce/types'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { productHref } from '@/i18n/product-href'

import { LineControls } from './line-controls'

/** The cart's lines: product, unit price, quantity controls and line total. */
export function CartLines({ lines, locale }: { lines: CartLine[]; locale: Locale }) {
  const t = useTranslations('cart')
  const catalog = useTranslations('catalog')
  return (
    <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
      {lines.map((line) => (
        <li
          key={line.id}
          data-testid="cart-line"
          className="flex flex-wrap items-center gap-4 py-4"
        >
          {line.product.image ? (
            <Image
              src={line.product.image.url}
              alt={line.product.image.alt}
              width={96}
              height={72}
              className="h-18 w-24 rounded object-cover"
            />
          ) : null}
          <div className="min-w-40 flex-1">
            <Link href={productHref(line.product)} className="font-semibold hover:underline">
              {line.product.name}
            </Link>
            <p className="text-sm text-neutral-600">
              {formatMoney(line.unitPrice, locale)}{' '}
              {line.product.unit === 'kg' ? catalog('perKg') : catalog('perPiece')}
              {line.product.unit === 'kg'
                ? ` · ${formatWeight(line.quantity * 1000, locale)}`
                : null}
            </p>
            {line.giftCard?.recipientName ? (
              <p className="text-sm text-neutral-600">
                {t('giftCard.forRecipient', { name: line.giftCard.recipientName })}
              </p>
            ) : null}
            {line.warnings.map((warning) => (
              <p key={warning} role="status" className="text-sm text-red-700">
                {t(`problems.${warning}`)}
              </p>
            ))}
          </div>
          <LineControls
            lineId={line.id}
            productName={line.product.name}
            quantity={line.quantity}
            limits={line.product.quantityLimits}
          />
          <p className="w-24 text-right font-semibold" data-testid="line-total">
            {formatMoney(line.lineTotal, locale)}
          </p>
        </li>
      ))}
    </ul>
  )
}
