'use client'

import { useRouter } from 'next/navigation'
import { signIn } from 'next-auth/react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { type LoginForm as LoginValues, loginProblems } from '@/commerce/rules/credentials'
import { announceCartCount } from '@/components/layout/visitor'
import { Field } from '@/components/forms/field'
import { FormEnd } from '@/components/forms/form-end'

import { problemResolver } from '@/components/forms/problem-resolver'

/** E-mail and password; on success the shopper goes back where they came from. */
export function LoginForm({ returnTo }: { returnTo: string }) {
  const t = useTranslations('auth')
  const router = useRouter()
  const [problem, setProblem] = useState<'loginFailed' | 'problems.throttled' | null>(null)
  const form = useForm<LoginValues>({
    defaultValues: { email: '', password: '' },
    resolver: problemResolver(loginProblems, (problem) => t(`problems.${problem}`)),
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async ({ email, password }) => {
    const result = await signIn('credentials', { email, password, redirect: false })
    if (!result?.ok || result.error) {
      setProblem(result?.error === 'throttled' ? 'problems.throttled' : 'loginFailed')
      return
    }
    void announceCartCount()
    router.replace(returnTo)
    router.refresh()
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label={t('email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Field
        label={t('password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormEnd problem={problem && t(problem)} submitting={isSubmitting} label={t('signIn')} />
    </form>
  )
}
