'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import {
  type FieldValues,
  type Resolver,
  useForm,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form'

import { type DetailsForm, saveCheckoutDetails } from '@/app/actions/checkout'
import { type AddressForm, addressProblems } from '@/commerce/rules/address'
import type { CountryCode, DeliveryMethod } from '@/commerce/types'
import { AddressFields } from '@/components/account/address-fields'
import { Field } from '@/components/forms/field'
import { FormEnd } from '@/components/forms/form-end'
import { useScreenRefresh } from '@/components/shopper/screen-refresh'
import { useRouter } from 'next/navigation'

export type DetailsFormProps = {
  initial: DetailsForm
  /** The customer's address book, to fill an address from; empty for guests. */
  addressBook: Array<{ label: string; address: AddressForm }>
  /** How the order is handed over; null for gift vouchers only (no delivery address). */
  method: DeliveryMethod | null
  cartCountry: CountryCode
}

/** The same rule as the server's, per address; problems land under `billing.` or `shipping.`. */
function detailsResolver(message: (problem: string) => string): Resolver<DetailsForm> {
  return async (values) => {
    const errors: Record<string, Record<string, { type: string; message: string }>> = {}
    const parts = values.otherShipping ? (['billing', 'shipping'] as const) : (['billing'] as const)
    for (const part of parts)
      for (const [field, problem] of Object.entries(addressProblems(values[part])))
        (errors[part] ??= {})[field] = { type: problem, message: message(problem) }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors }
  }
}

/** Contact, billing address and, if it differs, the delivery address; then on to confirming. */
export function DetailsFormView({ initial, addressBook, method, cartCountry }: DetailsFormProps) {
  const t = useTranslations('checkout')
  const addresses = useTranslations('addresses')
  const locale = useLocale()
  const router = useRouter()
  const refresh = useScreenRefresh()
  const [problem, setProblem] = useState<string | null>(null)
  const form = useForm<DetailsForm>({
    defaultValues: initial,
    resolver: detailsResolver((key) => addresses(`problems.${key}`)),
  })
  const loose = form as unknown as UseFormReturn<FieldValues>
  const [otherShipping, billingCountry, shippingCountry] = useWatch({
    control: form.control,
    name: ['otherShipping', 'billing.country', 'shipping.country'],
  })
  const deliveryCountry = otherShipping ? shippingCountry : billingCountry
  const wrongCountry = method === 'delivery' && deliveryCountry !== cartCountry

  const submit = form.handleSubmit(async (values) => {
    const result = await saveCheckoutDetails(locale, values)
    if (result.ok) {
      // The cart now follows the address's country: the confirm page says so once.
      router.push(wrongCountry ? `${result.href}?country=changed` : result.href)
      refresh()
    } else setProblem(result.message)
  })

  const pick = (part: 'billing' | 'shipping') =>
    addressBook.length === 0 ? null : (
      <label className="block text-sm font-medium sm:col-span-2">
        {t('fromAddressBook')}
        <select
          className="mt-1 w-full rounded border border-neutral-300 px-3 py-2"
          defaultValue=""
          onChange={(event) => {
            const chosen = addressBook[Number(event.currentTarget.value)]
            if (chosen) form.setValue(part, chosen.address, { shouldValidate: false })
          }}
        >
          <option value="">{t('newAddress')}</option>
          {addressBook.map((entry, index) => (
            <option key={entry.label} value={index}>
              {entry.label}
            </option>
          ))}
        </select>
      </label>
    )

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <h2 className="text-xl font-semibold sm:col-span-2">{t('billingTitle')}</h2>
      {pick('billing')}
      <AddressFields form={loose} prefix="billing." fax />
      {method === 'delivery' ? (
        <Field
          type="checkbox"
          className="sm:col-span-2"
          label={t('otherShipping')}
          {...form.register('otherShipping')}
        />
      ) : null}
      {method === 'delivery' && otherShipping ? (
        <>
          <h2 className="text-xl font-semibold sm:col-span-2">{t('shippingTitle')}</h2>
          {pick('shipping')}
          <AddressFields form={loose} prefix="shipping." fax />
        </>
      ) : null}
      {wrongCountry ? (
        <p role="status" className="rounded bg-amber-50 p-3 text-amber-900 sm:col-span-2">
          {t('countryHint', {
            cart: t(`inCountry.${cartCountry}`),
            address: t(`inCountry.${deliveryCountry as CountryCode}`),
          })}
        </p>
      ) : null}
      <div className="space-y-4 sm:col-span-2">
        <FormEnd problem={problem} submitting={form.formState.isSubmitting} label={t('continue')} />
      </div>
    </form>
  )
}
