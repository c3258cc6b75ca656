'use client'

import { useTranslations } from 'next-intl'

import { Field } from '@/components/forms/field'

import { type AddressFieldsProps, PostalFields, useAddressField } from './postal-fields'

/** The inputs of one postal address, for the address book (with a fax) and for checkout. */
export function AddressFields(props: AddressFieldsProps & { fax?: boolean }) {
  const t = useTranslations('addresses')
  const field = useAddressField(props)
  const { form, prefix = '' } = props
  return (
    <>
      <Field autoComplete="given-name" {...field('firstName')} />
      <Field autoComplete="family-name" {...field('lastName')} />
      <Field type="email" autoComplete="email" {...field('email')} />
      <Field type="tel" autoComplete="tel" {...field('phone')} />
      {props.fax ? <Field type="tel" {...field('fax', true)} /> : null}
      <Field autoComplete="organization" {...field('company', true)} />
      <Field {...field('vatNumber', true)} />
      <PostalFields {...props} />
      <label className="block text-sm font-medium sm:col-span-2">
        {t('optional', { label: t('fields.extraInfo') })}
        <textarea
          rows={3}
          className="mt-1 w-full rounded border border-neutral-300 px-3 py-2"
          {...form.register(`${prefix}extraInfo`)}
        />
      </label>
    </>
  )
}
