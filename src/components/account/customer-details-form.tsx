'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { saveCustomerDetails } from '@/app/actions/customer-details'
import {
  type CustomerDetailsForm as Values,
  customerDetailsMaxLength,
  customerDetailsProblems,
} from '@/commerce/rules/customer-details'
import { Field } from '@/components/forms/field'
import { FormEnd } from '@/components/forms/form-end'
import { problemResolver } from '@/components/forms/problem-resolver'
import { showServerProblems } from '@/components/forms/server-problems'
import { announceCartCount } from '@/components/layout/visitor'

type Props = { initial: Values; email: string }

/** The customer's own details; the e-mail address, which signs them in, is shown only. */
export function CustomerDetailsForm({ initial, email }: Props) {
  const t = useTranslations('accountDetails')
  const locale = useLocale()
  const [general, setGeneral] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const message = (problem: string) => t(`problems.${problem}`)
  const form = useForm<Values>({
    defaultValues: initial,
    resolver: problemResolver(customerDetailsProblems, message),
  })
  const { isSubmitting, errors } = form.formState

  const submit = form.handleSubmit(async (values) => {
    setSaved(false)
    const result = await saveCustomerDetails(locale, values)
    if (result.ok) {
      form.reset(result.details)
      setGeneral(null)
      setSaved(true)
      // The header greets the customer by the first name just saved.
      await announceCartCount()
    } else {
      showServerProblems(form, result.problems, message)
      setGeneral(result.message ?? null)
    }
  })

  const field = (name: keyof Values, optional = false) => ({
    label: optional ? t('optional', { label: t(`fields.${name}`) }) : t(`fields.${name}`),
    error: errors[name]?.message,
    maxLength: customerDetailsMaxLength[name],
    ...form.register(name),
  })

  return (
    <section aria-labelledby="details-title" className="space-y-4">
      <h2 id="details-title" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Field autoComplete="given-name" {...field('firstName')} />
        <Field autoComplete="family-name" {...field('lastName')} />
        <div className="sm:col-span-2">
          <p className="text-sm font-medium">{t('fields.email')}</p>
          <p className="mt-1 break-all">{email}</p>
          <p className="text-sm text-neutral-600">{t('emailFixed')}</p>
        </div>
        <Field type="tel" autoComplete="tel" {...field('phone')} />
        <Field type="tel" {...field('fax', true)} />
        <Field autoComplete="organization" {...field('company', true)} />
        <Field {...field('vatNumber', true)} placeholder={t('vatExample')} />
        <div className="space-y-3 sm:col-span-2">
          <FormEnd problem={general} submitting={isSubmitting} label={t('save')} />
          <p role="status" className="min-h-5 text-green-800">
            {saved ? t('saved') : null}
          </p>
        </div>
      </form>
    </section>
  )
}
