'use client'

import { useRouter } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useId, useState, useTransition } from 'react'
import { useForm } from 'react-hook-form'

import { applyToTest } from '@/app/actions/tester'
import { type ApplicationForm, applicationProblems, MOTIVATION_MAX } from '@/commerce/rules/tester'
import { FormEnd } from '@/components/forms/form-end'
import { problemResolver } from '@/components/forms/problem-resolver'

/** A signed-in customer's application: an optional word on why; once sent, the page shows it. */
export function ApplyForm({ testId }: { testId: number }) {
  const t = useTranslations('tester')
  const locale = useLocale()
  const router = useRouter()
  const id = useId()
  const [refreshing, startRefresh] = useTransition()
  const [problem, setProblem] = useState<string | null>(null)
  const form = useForm<ApplicationForm>({
    defaultValues: { motivation: '' },
    resolver: problemResolver(applicationProblems, (key) => t(`problems.${key}`)),
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    const result = await applyToTest(locale, testId, values)
    if (!result.ok) setProblem(result.message)
    // Applied, or refused because the test filled up or closed: the page shows what is now true.
    startRefresh(() => router.refresh())
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <label htmlFor={id} className="block text-sm font-medium">
          {t('motivation')}
        </label>
        <textarea
          id={id}
          rows={5}
          aria-invalid={errors.motivation ? true : undefined}
          aria-describedby={`${id}-hint`}
          className="mt-1 w-full rounded border border-neutral-300 px-3 py-2"
          {...form.register('motivation')}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-600">
          {errors.motivation ? (
            <span className="text-red-700">{errors.motivation.message}</span>
          ) : (
            t('motivationHint', { max: MOTIVATION_MAX })
          )}
        </p>
      </div>
      <FormEnd
        problem={problem}
        submitting={isSubmitting || refreshing}
        label={t('apply')}
        wide={false}
      />
    </form>
  )
}
