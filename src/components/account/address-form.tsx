'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { saveAddress } from '@/app/actions/addresses'
import { type AddressForm as Values, addressProblems, COUNTRIES } from '@/commerce/rules/address'
import { Field } from '@/components/forms/field'
import { FormEnd } from '@/components/forms/form-end'
import { problemResolver } from '@/components/forms/problem-resolver'
import { showServerProblems } from '@/components/forms/server-problems'
import { useRouter } from '@/i18n/navigation'

type Props = { id: number | null; initial: Values }

/** Adds or edits an address of the address book; back to the list when saved. */
export function AddressForm({ id, initial }: Props) {
  const t = useTranslations('addresses')
  const router = useRouter()
  const [general, setGeneral] = useState<string | null>(null)
  const message = (problem: string) => t(`problems.${problem}`)
  const form = useForm<Values>({
    defaultValues: initial,
    resolver: problemResolver(addressProblems, message),
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    const result = await saveAddress(id, values)
    if (result.ok) router.push({ pathname: '/account/address', query: { saved: result.saved } })
    else setGeneral(showServerProblems(form, result.problems, message))
  })

  const field = (name: keyof Values, optional = false) => ({
    label: optional ? t('optional', { label: t(`fields.${name}`) }) : t(`fields.${name}`),
    error: errors[name]?.message,
    ...form.register(name),
  })

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field autoComplete="given-name" {...field('firstName')} />
      <Field autoComplete="family-name" {...field('lastName')} />
      <Field type="email" autoComplete="email" {...field('email')} />
      <Field type="tel" autoComplete="tel" {...field('phone')} />
      <Field autoComplete="organization" {...field('company', true)} />
      <Field {...field('vatNumber', true)} />
      <Field autoComplete="address-line1" {...field('street')} />
      <Field {...field('houseNumber')} />
      <Field autoComplete="postal-code" {...field('postcode')} />
      <Field autoComplete="address-level2" {...field('city')} />
      <label className="block text-sm font-medium">
        {t('fields.country')}
        <select
          autoComplete="country"
          className="mt-1 w-full rounded border border-neutral-300 px-3 py-2"
          {...form.register('country')}
        >
          {COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {t(`countries.${country}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium sm:col-span-2">
        {t('optional', { label: t('fields.extraInfo') })}
        <textarea
          rows={3}
          className="mt-1 w-full rounded border border-neutral-300 px-3 py-2"
          {...form.register('extraInfo')}
        />
      </label>
      <div className="space-y-4 sm:col-span-2">
        <FormEnd problem={general} submitting={isSubmitting} label={t('save')} />
      </div>
    </form>
  )
}
