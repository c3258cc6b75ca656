'use client'

import { Button } from '@payloadcms/ui'
import { useRef, useState } from 'react'

import type { Address, Customer } from '@/payload-types'

import { adminFind } from './admin-find'
import { TextBox } from './fields'
import type { PhoneOrderWords } from './words'

export type ChosenCustomer = {
  id: number
  name: string
  customer: Customer
  /** Their first saved address, to start the form from. */
  address: Address | null
}

const nameOf = (customer: Customer) =>
  `${customer.firstName} ${customer.lastName} (${customer.email})`

/** Finds a customer by name or e-mail address; or none, for an order without an account. */
export function CustomerPicker({
  api,
  words,
  chosen,
  onChoose,
}: {
  api: string
  words: PhoneOrderWords
  chosen: ChosenCustomer | null
  onChoose: (customer: ChosenCustomer | null) => void
}) {
  const [search, setSearch] = useState('')
  const [found, setFound] = useState<Customer[] | null>(null)
  const latest = useRef('')

  async function find(text: string) {
    setSearch(text)
    const term = text.trim()
    latest.current = term
    if (term.length < 2) return setFound(null)
    const docs = await adminFind<Customer>(api, 'customers', {
      'where[or][0][email][like]': term,
      'where[or][1][lastName][like]': term,
      'where[or][2][firstName][like]': term,
      limit: '8',
      depth: '0',
    })
    // An answer to an earlier search that came in late is not shown.
    if (latest.current === term) setFound(docs)
  }

  async function choose(customer: Customer) {
    const [address] = await adminFind<Address>(api, 'addresses', {
      'where[customer][equals]': String(customer.id),
      limit: '1',
      depth: '0',
    })
    onChoose({ id: customer.id, name: nameOf(customer), customer, address: address ?? null })
    setFound(null)
    setSearch('')
  }

  return (
    <section>
      <h2>{words.customer}</h2>
      {chosen ? (
        <p>
          {words.chosenCustomer} <strong>{chosen.name}</strong>{' '}
          <Button buttonStyle="secondary" size="small" onClick={() => onChoose(null)}>
            {words.guest}
          </Button>
        </p>
      ) : (
        <p>{words.guest}</p>
      )}
      <TextBox
        id="phone-order-customer"
        type="search"
        label={words.findCustomer}
        value={search}
        onChange={(text) => void find(text)}
      />
      {found && found.length === 0 && <p>{words.noneFound}</p>}
      {found && found.length > 0 && (
        <ul aria-label={words.customer}>
          {found.map((customer) => (
            <li key={customer.id}>
              {nameOf(customer)}{' '}
              <Button buttonStyle="secondary" size="small" onClick={() => void choose(customer)}>
                {words.choose}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
