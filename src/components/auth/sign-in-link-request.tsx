'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { requestSignInLink } from '@/app/actions/sign-in-link'
import { emailProblems } from '@/commerce/rules/credentials'
import { Field } from '@/components/forms/field'
import { FormEnd } from '@/components/forms/form-end'
import { problemResolver } from '@/components/forms/problem-resolver'
import { showServerProblems } from '@/components/forms/server-problems'
import { useHydrated } from '@/components/forms/use-hydrated'

/** "E-mail me a sign-in link": the way in that nobody else's wrong passwords block (ADR 0018). */
export function SignInLinkRequest() {
  const t = useTranslations('auth')
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState(false)
  const [general, setGeneral] = useState<string | null>(null)
  const message = (problem: string) => t(`problems.${problem}`)
  const form = useForm<{ email: string }>({
    defaultValues: { email: '' },
    resolver: problemResolver(emailProblems, message),
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async ({ email }) => {
    const result = await requestSignInLink(email)
    setSent(result.ok)
    setGeneral(result.ok ? null : showServerProblems(form, result.problems, message))
  })

  if (sent) return <p role="status">{t('linkSent')}</p>
  if (!open)
    return (
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => setOpen(true)}
        className="text-sm underline disabled:opacity-50"
      >
        {t('linkRequest')}
      </button>
    )
  return (
    <form onSubmit={submit} noValidate aria-label={t('linkRequest')} className="space-y-4">
      <p className="text-sm">{t('linkIntro')}</p>
      <Field
        label={t('email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormEnd problem={general} submitting={isSubmitting} label={t('linkRequest')} />
    </form>
  )
}
