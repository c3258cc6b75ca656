'use client'

import { useTranslations } from 'next-intl'
import { type FieldValues, get, type UseFormReturn } from 'react-hook-form'

import type { AddressForm } from '@/commerce/rules/address'
import { Field } from '@/components/forms/field'

import { PostalFields } from './postal-fields'

type Props = {
  form: UseFormReturn<FieldValues>
  /** Where the address sits in the form's values, such as `billing.`; empty at the top. */
  prefix?: string
}

/** The inputs of one postal address, for the address book and for checkout. */
export function AddressFields({ form, prefix = '' }: Props) {
  const t = useTranslations('addresses')
  const field = (name: keyof AddressForm, optional = false) => ({
    label: optional ? t('optional', { label: t(`fields.${name}`) }) : t(`fields.${name}`),
    error: (get(form.formState.errors, `${prefix}${name}`) as { message?: string } | undefined)
      ?.message,
    ...form.register(`${prefix}${name}`),
  })
  return (
    <>
      <Field autoComplete="given-name" {...field('firstName')} />
      <Field autoComplete="family-name" {...field('lastName')} />
      <Field type="email" autoComplete="email" {...field('email')} />
      <Field type="tel" autoComplete="tel" {...field('phone')} />
      <Field autoComplete="organization" {...field('company', true)} />
      <Field {...field('vatNumber', true)} />
      <PostalFields form={form} prefix={prefix} />
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
