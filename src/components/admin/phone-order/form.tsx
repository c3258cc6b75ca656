'use client'

import { Banner, Button, Link, useConfig } from '@payloadcms/ui'
import { useState } from 'react'

import type { CountryCode, DeliveryMethod } from '@/commerce/types'
import type { Locale } from '@/i18n/locales'

import { type ChosenCustomer, CustomerPicker } from './customer-picker'
import { type Choice, Choose, Row, TextBox } from './fields'
import { OrderQuote } from './order-quote'
import { type Line, ProductLines } from './product-lines'
import type { PhoneOrderWords } from './words'

/** What the shop offers, worked out on the server in the admin's language. */
export type Choices = {
  countries: Choice[]
  languages: Choice[]
  /** The calendar's dates per delivery country and way of handing over, soonest first. */
  dates: Record<CountryCode, Record<DeliveryMethod, Choice[]>>
  payments: Record<DeliveryMethod, Choice[]>
}

const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'vatNumber',
  'street',
  'houseNumber',
  'postcode',
  'city',
  'extraInfo',
] as const

type AddressField = (typeof ADDRESS_FIELDS)[number]
type Address = Record<AddressField, string>

const emptyAddress = (): Address =>
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as Address

const inputTypes: Partial<Record<AddressField, 'email' | 'tel'>> = { email: 'email', phone: 'tel' }

type Placed = { id: number; number: string }

/** The owner's phone order: customer, products, handing over, address and payment. */
export function PhoneOrderForm({
  words,
  language,
  choices,
}: {
  words: PhoneOrderWords
  language: Locale
  choices: Choices
}) {
  const {
    config: {
      routes: { admin, api },
    },
  } = useConfig()
  // One per form: the same form sent twice (a double click, a retry) gives one order.
  const [attempt, setAttempt] = useState(() => crypto.randomUUID())
  const [customer, setCustomer] = useState<ChosenCustomer | null>(null)
  const [lines, setLines] = useState<Line[]>([])
  const [method, setMethod] = useState<DeliveryMethod>('delivery')
  const [country, setCountry] = useState<CountryCode>('BE')
  const [date, setDate] = useState('')
  const [address, setAddress] = useState<Address>(emptyAddress)
  const [locale, setLocale] = useState<string>(language)
  const [payment, setPayment] = useState('banktransfer')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [placed, setPlaced] = useState<Placed | null>(null)

  const dates = choices.dates[country][method]
  const day = dates.some((choice) => choice.value === date) ? date : (dates[0]?.value ?? '')
  const payments = choices.payments[method]
  const paidBy = payments.some((choice) => choice.value === payment)
    ? payment
    : (payments[0]?.value ?? '')

  function chooseCustomer(chosen: ChosenCustomer | null) {
    setCustomer(chosen)
    if (!chosen) return
    const from = chosen.address ?? chosen.customer
    const filled = emptyAddress()
    for (const field of ADDRESS_FIELDS) {
      const value = (from as Partial<Record<AddressField, unknown>>)[field]
      if (typeof value === 'string') filled[field] = value
    }
    filled.email ||= chosen.customer.email
    filled.phone ||= chosen.customer.phone ?? ''
    setAddress(filled)
    if (chosen.address) setCountry(chosen.address.country)
    setLocale(chosen.customer.locale ?? language)
  }

  async function place() {
    setBusy(true)
    setProblem(null)
    try {
      const response = await fetch(`${api}/orders/phone-order`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
        body: JSON.stringify({
          attempt,
          customerId: customer?.id ?? null,
          locale,
          lines: lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
          method,
          date: day,
          address: { ...address, country },
          paymentMethod: paidBy,
        }),
      })
      const body = (await response.json().catch(() => ({}))) as Partial<Placed> & {
        errors?: Array<{ message?: string }>
      }
      if (response.ok && body.id && body.number) setPlaced({ id: body.id, number: body.number })
      else setProblem(body.errors?.[0]?.message ?? words.failed)
    } catch {
      setProblem(words.failed)
    } finally {
      setBusy(false)
    }
  }

  function startAgain() {
    setAttempt(crypto.randomUUID())
    setCustomer(null)
    setLines([])
    setAddress(emptyAddress())
    setPlaced(null)
  }

  if (placed)
    return (
      <Banner type="success">
        <p role="status">{words.placed.replace('{number}', placed.number)}</p>
        <p>
          <Link href={`${admin}/collections/orders/${placed.id}`}>{words.open}</Link>
          {' · '}
          <Link href={`${admin}/collections/orders`}>{words.orders}</Link>
          {' · '}
          <button type="button" className="btn--style-none" onClick={startAgain}>
            {words.another}
          </button>
        </p>
      </Banner>
    )

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (!busy) void place()
      }}
      style={{ maxWidth: '60rem' }}
    >
      <CustomerPicker api={api} words={words} chosen={customer} onChoose={chooseCustomer} />
      <ProductLines api={api} words={words} language={language} lines={lines} onChange={setLines} />

      <section>
        <h2>{words.handover}</h2>
        <Row>
          <Choose
            id="phone-order-method"
            label={words.method}
            value={method}
            choices={[
              { value: 'delivery', label: words.delivery },
              { value: 'pickup', label: words.pickup },
            ]}
            onChange={(value) => setMethod(value === 'pickup' ? 'pickup' : 'delivery')}
          />
          <Choose
            id="phone-order-country"
            label={words.country}
            value={country}
            choices={choices.countries}
            onChange={(value) => setCountry(value as CountryCode)}
          />
          {dates.length > 0 ? (
            <Choose
              id="phone-order-date"
              label={words.date}
              value={day}
              choices={dates}
              onChange={setDate}
            />
          ) : (
            <p>{words.noDates}</p>
          )}
        </Row>
      </section>

      <section>
        <h2>{words.address}</h2>
        <p>{words.addressNote}</p>
        <Row>
          {ADDRESS_FIELDS.map((field) => (
            <TextBox
              key={field}
              id={`phone-order-${field}`}
              label={words[field]}
              type={inputTypes[field]}
              value={address[field]}
              onChange={(value) => setAddress((current) => ({ ...current, [field]: value }))}
            />
          ))}
        </Row>
      </section>

      <section>
        <Row>
          <Choose
            id="phone-order-payment"
            label={words.payment}
            value={paidBy}
            choices={payments}
            onChange={setPayment}
          />
          <Choose
            id="phone-order-language"
            label={words.language}
            value={locale}
            choices={choices.languages}
            onChange={setLocale}
          />
        </Row>
      </section>

      <OrderQuote
        api={api}
        words={words}
        language={language}
        lines={lines}
        method={method}
        country={country}
      />
      {problem && (
        <Banner type="error">
          <p role="alert">{problem}</p>
        </Banner>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? words.placing : words.place}
      </Button>
    </form>
  )
}
