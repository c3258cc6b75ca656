'use client'

import { useEffect, useState } from 'react'

import { euros, formatMoney, formatRate } from '@/commerce/rules/money'
import type { CountryCode, DeliveryMethod } from '@/commerce/types'
import type { Locale } from '@/i18n/locales'

import type { Line } from './product-lines'
import type { PhoneOrderWords } from './words'

type Quote = {
  subtotal: number
  shipping: number
  vat: Array<{ rate: number; amount: number }>
  total: number
}

/** Waits this long after the last change before asking the shop for the totals again. */
const SETTLE_MS = 300

/** What the phone order comes to as it stands, priced by the shop as placing it would. */
export function OrderQuote({
  api,
  words,
  language,
  lines,
  method,
  country,
}: {
  api: string
  words: PhoneOrderWords
  language: Locale
  lines: Line[]
  method: DeliveryMethod
  country: CountryCode
}) {
  const [quote, setQuote] = useState<Quote | null>(null)
  const asked = JSON.stringify({
    lines: lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
    method,
    country,
    locale: language,
  })

  useEffect(() => {
    if (lines.length === 0) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`${api}/orders/phone-order/quote`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
          body: asked,
          signal: controller.signal,
        })
        setQuote(response.ok ? ((await response.json()) as Quote) : null)
      } catch {
        if (!controller.signal.aborted) setQuote(null)
      }
    }, SETTLE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [api, asked, language, lines.length])

  if (!quote || lines.length === 0) return null
  const money = (cents: number) => formatMoney(euros(cents), language)
  return (
    <section aria-label={words.quote}>
      <h2>{words.quote}</h2>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content auto', gap: '0.25rem 2rem' }}>
        <dt>{words.subtotal}</dt>
        <dd>{money(quote.subtotal)}</dd>
        <dt>{words.shipping}</dt>
        <dd data-testid="phone-order-shipping">{money(quote.shipping)}</dd>
        {quote.vat.map((vat) => (
          <div key={vat.rate} style={{ display: 'contents' }}>
            <dt>{words.vatIncluded.replace('{rate}', formatRate(vat.rate, language))}</dt>
            <dd>{money(vat.amount)}</dd>
          </div>
        ))}
        <dt>
          <strong>{words.total}</strong>
        </dt>
        <dd data-testid="phone-order-total">
          <strong>{money(quote.total)}</strong>
        </dd>
      </dl>
      <p>{words.quoteNote}</p>
    </section>
  )
}
