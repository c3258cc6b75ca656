'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { requestPasswordReset } from '@/app/actions/password'
import { emailProblems } from '@/commerce/rules/credentials'
import { Field } from '@/components/forms/field'
import { FormEnd } from '@/components/forms/form-end'
import { useRouter } from '@/i18n/client-navigation'

import { problemResolver } from '@/components/forms/problem-resolver'
import { showServerProblems } from '@/components/forms/server-problems'

/** Asks for the address to send a password reset link to. */
export function RecoveryForm() {
  const t = useTranslations('auth')
  const locale = useLocale()
  const router = useRouter()
  const [general, setGeneral] = useState<string | null>(null)
  const message = (problem: string) => t(`problems.${problem}`)
  const form = useForm<{ email: string }>({
    defaultValues: { email: '' },
    resolver: problemResolver(emailProblems, message),
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async ({ email }) => {
    const result = await requestPasswordReset(locale, email)
    if (result.ok) router.push('/passwordrecovery/confirm')
    else setGeneral(showServerProblems(form, result.problems, message))
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p>{t('recoveryIntro')}</p>
      <Field
        label={t('email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormEnd problem={general} submitting={isSubmitting} label={t('sendLink')} />
    </form>
  )
}
