'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, type ReactNode, useActionState, useState } from 'react'

import { type FormState, submitForm } from '@/app/actions/forms'
import { type FieldProblem, formProblems, HONEYPOT, type PublicField } from '@/content/form-input'
import { withMessages } from '@/i18n/with-messages'

type Props = {
  form: { id: number; fields: PublicField[]; submitLabel: string | null }
  confirmation: ReactNode
}

const inputClass = 'w-full rounded border border-neutral-300 bg-white px-3 py-2'

/** An editor's form: checked here and again on the server with the same rule. */
export const FormFields = withMessages(function FormFields({ form, confirmation }: Props) {
  const t = useTranslations('forms')
  const locale = useLocale()
  const [state, submit, pending] = useActionState<FormState, FormData>(submitForm, null)
  const [local, setLocal] = useState<Record<string, FieldProblem>>({})
  if (state?.ok)
    return (
      <div role="status" className="mt-6 rounded bg-green-50 p-4">
        {confirmation}
      </div>
    )
  const problems = { ...(state && !state.ok ? state.problems : {}), ...local }

  const check = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget)
    const values = Object.fromEntries(
      form.fields.map((field) => [field.name, String(data.get(field.name) ?? '')]),
    )
    const found = formProblems(form.fields, values)
    setLocal(found)
    if (Object.keys(found).length > 0) event.preventDefault()
  }

  return (
    <form action={submit} onSubmit={check} noValidate className="mt-6 grid grid-cols-2 gap-4">
      <input type="hidden" name="formId" value={form.id} />
      <input type="hidden" name="locale" value={locale} />
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {t('leaveEmpty')}
          <input type="text" name={HONEYPOT} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      {form.fields.map((field) => (
        <FieldInput key={field.name} field={field} problem={problems[field.name]} />
      ))}
      <div className="col-span-2">
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-brand px-5 py-3 font-semibold text-white disabled:opacity-60"
        >
          {form.submitLabel || t('send')}
        </button>
        <p role="alert" className="mt-3 min-h-5 text-red-800">
          {state && !state.ok ? state.message : null}
        </p>
      </div>
    </form>
  )
})

function FieldInput({ field, problem }: { field: PublicField; problem?: FieldProblem }) {
  const t = useTranslations('forms')
  const id = `form-${field.name}`
  const described = problem ? `${id}-problem` : undefined
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described,
  }
  const wide = field.width < 100 ? 'col-span-2 sm:col-span-1' : 'col-span-2'
  if (field.type === 'checkbox')
    return (
      <div className="col-span-2">
        <label className="flex items-center gap-2">
          <input type="checkbox" {...common} />
          {field.label}
        </label>
        {problem ? (
          <p id={described} className="text-sm text-red-800">
            {t(`problems.${problem}`)}
          </p>
        ) : null}
      </div>
    )
  return (
    <div className={wide}>
      <label htmlFor={id} className="mb-1 block font-medium">
        {field.label}
        {field.required ? <span aria-hidden> *</span> : null}
      </label>
      {field.type === 'textarea' ? (
        <textarea rows={6} className={inputClass} {...common} />
      ) : field.type === 'select' ? (
        <select className={inputClass} {...common} defaultValue="">
          <option value="" disabled>
            {t('choose')}
          </option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          type={field.type === 'number' ? 'number' : field.type}
          className={inputClass}
          {...common}
        />
      )}
      {problem ? (
        <p id={described} className="mt-1 text-sm text-red-800">
          {t(`problems.${problem}`)}
        </p>
      ) : null}
    </div>
  )
}
