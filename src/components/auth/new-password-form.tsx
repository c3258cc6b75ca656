'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'

import type { PasswordResult } from '@/app/actions/password'
import { type NewPasswordForm as Values, newPasswordProblems } from '@/commerce/rules/credentials'
import { Field } from '@/components/forms/field'
import { FormEnd } from '@/components/forms/form-end'

import { problemResolver } from '@/components/forms/problem-resolver'
import { showServerProblems } from '@/components/forms/server-problems'

type Props = {
  /** Saves the new password: a server action. */
  send: (values: Values) => Promise<PasswordResult>
  /** Whether the current password is asked first (a signed-in change, not an e-mailed link). */
  askCurrent?: boolean
  /** Shown once the password is saved. */
  done: ReactNode
  /** Shown under a problem with the form as a whole. */
  onProblem?: ReactNode
}

/** A new password, typed twice, and for a signed-in change the current one first. */
export function NewPasswordForm({ send, askCurrent = false, done, onProblem }: Props) {
  const t = useTranslations('auth')
  const [general, setGeneral] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const message = (problem: string) => t(`problems.${problem}`)
  const form = useForm<Values>({
    defaultValues: {
      ...(askCurrent ? { currentPassword: '' } : {}),
      password: '',
      confirmPassword: '',
    },
    resolver: problemResolver(newPasswordProblems, message),
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    const result = await send(values)
    if (result.ok) setSaved(true)
    else setGeneral(showServerProblems(form, result.problems, message))
  })

  if (saved)
    return (
      <div role="status" className="space-y-4">
        {done}
      </div>
    )

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {askCurrent ? (
        <Field
          label={t('currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
      ) : null}
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
      <FormEnd
        problem={general}
        extra={onProblem}
        submitting={isSubmitting}
        label={t('setPassword')}
      />
    </form>
  )
}
