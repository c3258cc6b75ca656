'use client'

import { Link, useConfig, useFormFields, useTranslation } from '@payloadcms/ui'
import type { UIFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'

import type { BookedOrder } from '@/globals/booked-orders-endpoint'
import { type Locale, localeOr } from '@/i18n/locales'

const words: Record<
  Locale,
  {
    warning: (count: number) => string
    advice: string
    method: Record<string, string>
  }
> = {
  nl: {
    warning: (count) =>
      count === 1
        ? 'Let op: voor deze dag is al 1 bestelling geboekt.'
        : `Let op: voor deze dag zijn al ${count} bestellingen geboekt.`,
    advice: 'Spreek met deze klanten een andere dag af voor u de dag sluit:',
    method: { delivery: 'levering', pickup: 'afhaling' },
  },
  fr: {
    warning: (count) =>
      count === 1
        ? 'Attention : 1 commande est déjà réservée pour ce jour.'
        : `Attention : ${count} commandes sont déjà réservées pour ce jour.`,
    advice: 'Convenez d’un autre jour avec ces clients avant de fermer ce jour :',
    method: { delivery: 'livraison', pickup: 'retrait' },
  },
  en: {
    warning: (count) =>
      count === 1
        ? 'Note: 1 order is already booked for this day.'
        : `Note: ${count} orders are already booked for this day.`,
    advice: 'Agree on another day with these customers before closing the day:',
    method: { delivery: 'delivery', pickup: 'pickup' },
  },
}

/** Beside a closing day in the delivery calendar: the orders already booked for that day. */
export function ClosedDayOrders({ path }: UIFieldClientProps) {
  const datePath = path.replace(/[^.]+$/, 'date')
  const date = useFormFields(([fields]) => fields[datePath]?.value)
  const day = date instanceof Date ? date.toISOString() : typeof date === 'string' ? date : ''
  const [found, setFound] = useState<{ day: string; orders: BookedOrder[] }>({
    day: '',
    orders: [],
  })
  const orders = found.day === day ? found.orders : []
  const { i18n } = useTranslation()
  const {
    config: {
      routes: { admin, api },
    },
  } = useConfig()
  const t = words[localeOr(i18n.language)]

  useEffect(() => {
    if (!day) return
    const controller = new AbortController()
    fetch(`${api}/globals/delivery-calendar/booked-orders?date=${encodeURIComponent(day)}`, {
      credentials: 'include',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.json() : { orders: [] }))
      .then((body: { orders?: BookedOrder[] }) => setFound({ day, orders: body.orders ?? [] }))
      .catch(() => undefined)
    return () => controller.abort()
  }, [api, day])

  if (orders.length === 0) return null
  return (
    <div
      role="alert"
      style={{
        margin: '0 0 1rem',
        padding: '0.75rem 1rem',
        borderLeft: '4px solid var(--theme-warning-500)',
        background: 'var(--theme-warning-50)',
      }}
    >
      <strong>{t.warning(orders.length)}</strong>
      <p style={{ margin: '0.25rem 0' }}>{t.advice}</p>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {orders.map((order) => (
          <li key={order.id}>
            <Link href={`${admin}/collections/orders/${order.id}`}>{order.number}</Link>
            {` — ${order.name} (${t.method[order.deliveryMethod] ?? order.deliveryMethod})`}
          </li>
        ))}
      </ul>
    </div>
  )
}
