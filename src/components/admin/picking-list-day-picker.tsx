'use client'

import { DatePicker, Link, useConfig, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { type Locale, localeOr } from '@/i18n/locales'

const words: Record<Locale, Record<'day' | 'open' | 'csv' | 'orders', string>> = {
  nl: {
    day: 'Leverdag',
    open: 'Picklijst openen',
    csv: 'Picklijst als CSV',
    orders: 'Bestellingen van deze dag',
  },
  fr: {
    day: 'Jour de livraison',
    open: 'Ouvrir la liste de préparation',
    csv: 'Liste de préparation en CSV',
    orders: 'Commandes de ce jour',
  },
  en: {
    day: 'Delivery day',
    open: 'Open the picking list',
    csv: 'Picking list as CSV',
    orders: 'Orders of this day',
  },
}

const INPUT_ID = 'picking-list-day'

/** The date picker returns noon of the chosen day, so its UTC date is that day. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/** Chooses a delivery day from a calendar in the admin's language; its orders, list and CSV. */
export function PickingListDayPicker({ defaultDay }: { defaultDay: string }) {
  const [day, setDay] = useState(defaultDay)
  const { i18n } = useTranslation()
  const {
    config: {
      routes: { admin, api },
    },
  } = useConfig()
  const t = words[localeOr(i18n.language)]
  const list = `${api}/orders/picking-list?date=${day}`
  const orders = `${admin}/collections/orders?where[deliveryDate][equals]=${day}`
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '1rem',
        alignItems: 'center',
        margin: '1rem 0',
      }}
    >
      <label htmlFor={INPUT_ID}>{t.day}</label>
      <div style={{ minWidth: '18rem' }}>
        <DatePicker
          pickerAppearance="dayOnly"
          displayFormat="EEEE d MMMM yyyy"
          value={`${day}T12:00:00.000Z`}
          onChange={(date) => {
            if (date instanceof Date) setDay(dayOf(date))
          }}
          overrides={{ id: INPUT_ID, isClearable: false }}
        />
      </div>
      <Link href={orders}>{t.orders}</Link>
      <a href={list} target="_blank" rel="noreferrer">
        {t.open}
      </a>
      <a href={`${list}&format=csv`}>{t.csv}</a>
    </div>
  )
}
