'use client'

import { Button } from '@payloadcms/ui'
import { useRef, useState } from 'react'

import { quantityLimits } from '@/commerce/rules/cart-lines'
import { euros, formatMoney } from '@/commerce/rules/money'
import type { Locale } from '@/i18n/locales'
import type { Product } from '@/payload-types'

import { adminFind } from './admin-find'
import { inputStyle, TextBox } from './fields'
import type { PhoneOrderWords } from './words'

type Found = Pick<
  Product,
  'id' | 'name' | 'priceCents' | 'unit' | 'stock' | 'weightStepGrams' | 'giftCard'
>

export type Line = { product: Found; quantity: number }

const money = (cents: number, language: Locale) => formatMoney(euros(cents), language)

const stepOf = (product: Found) => quantityLimits(product.unit, product.weightStepGrams).step

/** Whole grams at the finest: 0.1 + 0.2 kg is 0.3 kg. */
const grams = (kilograms: number) => Math.round(kilograms * 1000) / 1000

/** The products of the order, found by name, with their quantities. */
export function ProductLines({
  api,
  words,
  language,
  lines,
  onChange,
}: {
  api: string
  words: PhoneOrderWords
  language: Locale
  lines: Line[]
  onChange: (lines: Line[]) => void
}) {
  const [search, setSearch] = useState('')
  const [found, setFound] = useState<Found[] | null>(null)
  const latest = useRef('')

  async function find(text: string) {
    setSearch(text)
    const term = text.trim()
    latest.current = term
    if (term.length < 2) return setFound(null)
    const docs = await adminFind<Found>(api, 'products', {
      'where[name][like]': term,
      'where[_status][equals]': 'published',
      locale: language,
      limit: '10',
      depth: '0',
      'select[name]': 'true',
      'select[priceCents]': 'true',
      'select[unit]': 'true',
      'select[stock]': 'true',
      'select[weightStepGrams]': 'true',
      'select[giftCard]': 'true',
    })
    // A gift voucher needs its recipient's details: it is bought in the online shop.
    if (latest.current === term) setFound(docs.filter((product) => !product.giftCard))
  }

  function add(product: Found) {
    const same = lines.find((line) => line.product.id === product.id)
    onChange(
      same
        ? lines.map((line) =>
            line === same ? { ...line, quantity: grams(line.quantity + stepOf(product)) } : line,
          )
        : [...lines, { product, quantity: stepOf(product) }],
    )
    setFound(null)
    setSearch('')
  }

  const setQuantity = (index: number, quantity: number) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, quantity } : line)))

  return (
    <section>
      <h2>{words.products}</h2>
      <TextBox
        id="phone-order-product"
        type="search"
        label={words.findProduct}
        value={search}
        onChange={(text) => void find(text)}
      />
      {found && found.length === 0 && <p>{words.noneFound}</p>}
      {found && found.length > 0 && (
        <ul aria-label={words.products}>
          {found.map((product) => (
            <li key={product.id}>
              {product.name} · {money(product.priceCents, language)}
              {product.unit === 'kg' ? '/kg' : ''} · {product.stock} {words.inStock}{' '}
              <Button buttonStyle="secondary" size="small" onClick={() => add(product)}>
                {words.add}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {lines.length === 0 ? (
        <p>{words.noLines}</p>
      ) : (
        <table style={{ width: '100%', marginBottom: '1rem' }}>
          <tbody>
            {lines.map((line, index) => {
              const id = `phone-order-quantity-${line.product.id}`
              const step = stepOf(line.product)
              return (
                <tr key={line.product.id}>
                  <td>
                    <label htmlFor={id}>{line.product.name}</label>
                  </td>
                  <td>{money(line.product.priceCents, language)}</td>
                  <td style={{ width: '10rem' }}>
                    <input
                      id={id}
                      type="number"
                      min={step}
                      step={step}
                      value={line.quantity}
                      aria-label={`${line.product.unit === 'kg' ? words.quantityKg : words.quantity}: ${line.product.name}`}
                      onChange={(event) => setQuantity(index, Number(event.target.value))}
                      style={inputStyle}
                    />
                  </td>
                  <td>
                    <Button
                      buttonStyle="secondary"
                      size="small"
                      onClick={() => onChange(lines.filter((_, at) => at !== index))}
                    >
                      {words.remove}
                    </Button>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
    </section>
  )
}
