'use server'

import { admitFormMessage } from '@/auth/throttled-sign-in'
import { asText } from '@/commerce/rules/form-input'
import { type FieldProblem, formProblems, HONEYPOT } from '@/content/form-input'
import { publicForm } from '@/content/forms'
import { payloadClient } from '@/lib/payload'
import { containsNul } from '@/security/nul-characters'

import { runAction } from './run-action'

export type FormState =
  | { ok: true; at: number }
  | { ok: false; message: string; problems: Record<string, FieldProblem>; at: number }
  | null

/**
 * Stores a message sent through an editor's form; the form builder then mails it as the form
 * says. Robots (the honeypot) are answered as if all went well and nothing is stored.
 */
export async function submitForm(_: FormState, data: FormData): Promise<FormState> {
  const refuse = (message: string, problems: Record<string, FieldProblem> = {}): FormState => ({
    ok: false,
    message,
    problems,
    at: Date.now(),
  })
  const setting = {
    locale: data.get('locale'),
    problems: 'forms',
    what: 'Form submission failed',
    refuse: (message: string) => refuse(message),
  }
  return runAction<FormState, FormState>(setting, async ({ locale, t }) => {
    const form = await publicForm(Number(asText(data.get('formId'))), locale)
    if (!form) return refuse(t('failed'))
    if (asText(data.get(HONEYPOT))) return { ok: true, at: Date.now() }
    if (containsNul(data)) return refuse(t('invalidCharacters'))
    const values = Object.fromEntries(
      form.fields.map((field) => [field.name, asText(data.get(field.name)).trim()]),
    )
    const problems = formProblems(form.fields, values)
    if (Object.keys(problems).length > 0) return refuse(t('checkFields'), problems)
    const verdict = await admitFormMessage()
    if (!verdict.allowed)
      return refuse(t('throttled', { minutes: Math.ceil(verdict.retryAfterSeconds / 60) }))
    const payload = await payloadClient()
    await payload.create({
      collection: 'form-submissions',
      locale,
      data: {
        form: form.id,
        submissionData: form.fields.map((field) => ({
          field: field.name,
          value: values[field.name] || '—',
        })),
      },
      overrideAccess: true,
    })
    return { ok: true, at: Date.now() }
  })
}
