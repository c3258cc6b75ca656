'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { type FieldValues, useForm, type UseFormReturn } from 'react-hook-form'

import { saveAddress } from '@/app/actions/addresses'
import { type AddressForm as Values, addressProblems } from '@/commerce/rules/address'
import { FormEnd } from '@/components/forms/form-end'
import { problemResolver } from '@/components/forms/problem-resolver'
import { showServerProblems } from '@/components/forms/server-problems'
import { useRouter } from '@/i18n/client-navigation'

import { AddressFields } from './address-fields'

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
  const { isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    const result = await saveAddress(id, values)
    if (result.ok) router.push({ pathname: '/account/address', query: { saved: result.saved } })
    else setGeneral(showServerProblems(form, result.problems, message))
  })

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <AddressFields form={form as unknown as UseFormReturn<FieldValues>} fax />
      <div className="space-y-4 sm:col-span-2">
        <FormEnd problem={general} submitting={isSubmitting} label={t('save')} />
      </div>
    </form>
  )
}
