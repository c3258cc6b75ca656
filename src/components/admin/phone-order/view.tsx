import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { countryNames, type Label, languageNames } from '@/collections/labels'
import { phoneOrderMessages } from '@/collections/Orders/phone-order-messages'
import { paymentMethodLabels } from '@/collections/Orders/value-labels'
import { backendName } from '@/commerce/backends'
import { nativeCart } from '@/commerce/native/cart'
import { COUNTRIES } from '@/commerce/rules/address'
import { paymentMethodsFor } from '@/commerce/rules/checkout'
import { formatDay } from '@/commerce/rules/money'
import type { DeliveryMethod } from '@/commerce/types'
import { locales, localeOr } from '@/i18n/locales'

import { type Choices, PhoneOrderForm } from './form'
import { wordsIn } from './words'

const METHODS: DeliveryMethod[] = ['delivery', 'pickup']

/**
 * `/admin/collections/orders/phone-order`: the owner takes down an order by phone. The dates and
 * ways to pay on offer are the shop's own; placing it checks them all again.
 */
export async function PhoneOrderView({ initPageResult }: AdminViewServerProps) {
  const { req } = initPageResult
  const language = localeOr(req.i18n.language)
  const words = wordsIn(language)
  // Custom views are rendered for anyone who asks: only staff see the form.
  if (req.user?.collection !== 'admins') return null
  if (backendName() !== 'native')
    return (
      <Gutter>
        <h1>{words.title}</h1>
        <p role="alert">{phoneOrderMessages['not-native'][language]}</p>
      </Gutter>
    )

  const cart = nativeCart(async () => req.payload)
  const options = await Promise.all(COUNTRIES.map((country) => cart.bookingOptions(country)))
  const named = (values: readonly string[], names: Record<string, Label>) =>
    values.map((value) => ({ value, label: names[value]?.[language] ?? value }))
  const choices: Choices = {
    countries: named(COUNTRIES, countryNames),
    languages: named(locales, languageNames),
    dates: Object.fromEntries(
      COUNTRIES.map((country, index) => [
        country,
        Object.fromEntries(
          METHODS.map((method) => [
            method,
            options[index].dates[method].map((day) => ({
              value: day,
              label: formatDay(day, language),
            })),
          ]),
        ),
      ]),
    ) as Choices['dates'],
    payments: Object.fromEntries(
      METHODS.map((method) => [method, named(paymentMethodsFor(method), paymentMethodLabels)]),
    ) as Choices['payments'],
  }
  return (
    <Gutter>
      <h1>{words.title}</h1>
      <p>{words.intro}</p>
      <PhoneOrderForm words={words} language={language} choices={choices} />
    </Gutter>
  )
}
