'use client'

import { useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

const labels = {
  nl: { day: 'Picklijst voor', open: 'Openen', csv: 'CSV' },
  fr: { day: 'Liste de préparation du', open: 'Ouvrir', csv: 'CSV' },
  en: { day: 'Picking list for', open: 'Open', csv: 'CSV' },
}

const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

/** Above the orders list: the picking list of a chosen day, to print or as CSV. */
export function PickingListLink() {
  const [day, setDay] = useState(tomorrow)
  const { i18n } = useTranslation()
  const t = labels[i18n.language as keyof typeof labels] ?? labels.nl
  const href = (csv: boolean) =>
    `/api/orders/picking-list?date=${encodeURIComponent(day)}${csv ? '&format=csv' : ''}`
  return (
    <p style={{ display: 'flex', gap: '1rem', alignItems: 'center', margin: '1rem 0' }}>
      <label>
        {t.day}{' '}
        <input type="date" value={day} onChange={(event) => setDay(event.currentTarget.value)} />
      </label>
      <a href={href(false)} target="_blank" rel="noreferrer">
        {t.open}
      </a>
      <a href={href(true)}>{t.csv}</a>
    </p>
  )
}
