'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { resetPassword } from '@/app/actions/password'
import { type NewPasswordForm, newPasswordProblems } from '@/commerce/rules/credentials'
import { Field } from '@/components/forms/field'
import { Link } from '@/i18n/navigation'

import { problemResolver } from './problem-resolver'
import { showServerProblems } from './server-problems'

/** The new password, twice; afterwards the way to sign in with it. */
export function ResetForm({ token }: { token: string }) {
  const t = useTranslations('auth')
  const [general, setGeneral] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const message = (problem: string) => t(`problems.${problem}`)
  const form = useForm<NewPasswordForm>({
    defaultValues: { password: '', confirmPassword: '' },
    resolver: problemResolver(newPasswordProblems, message),
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async ({ password, confirmPassword }) => {
    const result = await resetPassword(token, password, confirmPassword)
    if (result.ok) setDone(true)
    else setGeneral(showServerProblems(form, result.problems, message))
  })

  if (done)
    return (
      <div role="status" className="space-y-4">
        <p>{t('passwordChanged')}</p>
        <Link
          href="/login"
          className="inline-block rounded bg-brand px-5 py-2 font-semibold text-white"
        >
          {t('signIn')}
        </Link>
      </div>
    )

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Field
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      {general ? (
        <div role="alert" className="space-y-2 rounded bg-red-50 p-3 text-sm text-red-800">
          <p>{general}</p>
          <Link href="/passwordrecovery" className="underline">
            {t('requestNewLink')}
          </Link>
        </div>
      ) : null}
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded bg-brand px-5 py-2 font-semibold text-white disabled:opacity-50"
      >
        {t('setPassword')}
      </button>
    </form>
  )
}
