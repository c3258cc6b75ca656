'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { writeReview } from '@/app/actions/reviews'
import { type ReviewForm as Values, reviewProblems } from '@/commerce/rules/review-input'
import { problemResolver } from '@/components/forms/problem-resolver'
import { showServerProblems } from '@/components/forms/server-problems'
import { Field } from '@/components/forms/field'
import { FormEnd } from '@/components/forms/form-end'

/** The form holds the chosen star as the radio button's text value. */
type Fields = Omit<Values, 'rating'> & { rating: string }

/** Stars, title and text of a review (`own`: the one being edited); `onSent` runs once sent. */
export function ReviewForm({
  productId,
  own,
  onSent,
}: {
  productId: number
  own: Values | null
  onSent: () => void
}) {
  const t = useTranslations('reviews')
  const locale = useLocale()
  const [general, setGeneral] = useState<string | null>(null)
  const message = (problem: string) => t(`problems.${problem}`)
  const form = useForm<Fields>({
    defaultValues: own
      ? { ...own, rating: String(own.rating) }
      : { title: '', text: '', rating: '' },
    resolver: problemResolver(
      (values) => reviewProblems({ ...values, rating: Number(values.rating) }),
      message,
    ),
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    const result = await writeReview(
      productId,
      { ...values, rating: Number(values.rating) },
      locale,
    )
    if (result.ok) onSent()
    else setGeneral(showServerProblems(form, result.problems, message))
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium">{t('rating')}</legend>
        <div className="mt-1 flex gap-3">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="flex items-center gap-1 text-sm">
              <input type="radio" value={stars} {...form.register('rating')} />
              {t('stars', { count: stars })}
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p className="mt-1 text-sm text-red-700">{errors.rating.message}</p>
        ) : null}
      </fieldset>
      <Field label={t('title')} error={errors.title?.message} {...form.register('title')} />
      <label className="block text-sm font-medium">
        {t('text')}
        <textarea
          rows={5}
          aria-invalid={errors.text ? true : undefined}
          className="mt-1 w-full rounded border border-neutral-300 px-3 py-2"
          {...form.register('text')}
        />
      </label>
      {errors.text ? <p className="text-sm text-red-700">{errors.text.message}</p> : null}
      <FormEnd problem={general} submitting={isSubmitting} label={t('send')} wide={false} />
    </form>
  )
}
