'use client'

import { useTranslations } from 'next-intl'
import { type FieldValues, get, type UseFormReturn } from 'react-hook-form'

import { type AddressForm, COUNTRIES } from '@/commerce/rules/address'
import { Field } from '@/components/forms/field'

export type AddressFieldsProps = {
  form: UseFormReturn<FieldValues>
  /** Where the address sits in the form's values, such as `billing.`; empty at the top. */
  prefix?: string
}

/** The label, problem and registration of one address input, for every address form. */
export function useAddressField({ form, prefix = '' }: AddressFieldsProps) {
  const t = useTranslations('addresses')
  return (name: keyof AddressForm, optional = false) => ({
    label: optional ? t('optional', { label: t(`fields.${name}`) }) : t(`fields.${name}`),
    error: (get(form.formState.errors, `${prefix}${name}`) as { message?: string } | undefined)
      ?.message,
    ...form.register(`${prefix}${name}`),
  })
}

/** Street, house number, postcode, town and country: the postal part of every address form. */
export function PostalFields(props: AddressFieldsProps) {
  const t = useTranslations('addresses')
  const field = useAddressField(props)
  const { label: countryLabel, error: countryError, ...country } = field('country')
  return (
    <>
      <Field autoComplete="address-line1" {...field('street')} />
      <Field {...field('houseNumber')} />
      <Field autoComplete="postal-code" {...field('postcode')} />
      <Field autoComplete="address-level2" {...field('city')} />
      <label className="block text-sm font-medium">
        {countryLabel}
        <select
          autoComplete="country"
          aria-invalid={countryError ? true : undefined}
          className="mt-1 w-full rounded border border-neutral-300 px-3 py-2"
          {...country}
        >
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {t(`countries.${code}`)}
            </option>
          ))}
        </select>
        {countryError ? (
          <span className="mt-1 block text-sm font-normal text-red-700">{countryError}</span>
        ) : null}
      </label>
    </>
  )
}
