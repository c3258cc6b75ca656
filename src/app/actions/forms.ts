'use server'

import { getTranslations } from 'next-intl/server'

import { admitFormMessage } from '@/auth/throttled-sign-in'
import { asText } from '@/commerce/rules/form-input'
import { type FieldProblem, formProblems, HONEYPOT } from '@/content/form-input'
import { publicForm } from '@/content/forms'
import { isLocale, type Locale } from '@/i18n/locales'
import { log } from '@/lib/log'
import { payloadClient } from '@/lib/payload'
import { containsNul } from '@/security/nul-characters'

export type FormState =
  | { ok: true; at: number }
  | { ok: false; message: string; problems: Record<string, FieldProblem>; at: number }
  | null

/**
 * Stores a message sent through an editor's form; the form builder then mails it as the form
 * says. Robots (the honeypot) are answered as if all went well and nothing is stored.
 */
export async function submitForm(_: FormState, data: FormData): Promise<FormState> {
  const raw = data.get('locale')
  const locale: Locale = isLocale(raw) ? raw : 'nl'
  const t = await getTranslations({ locale, namespace: 'forms' })
  const refuse = (message: string, problems: Record<string, FieldProblem> = {}): FormState => ({
    ok: false,
    message,
    problems,
    at: Date.now(),
  })
  try {
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
  } catch (error) {
    log().error({ err: error }, 'Form submission failed')
    return refuse(t('failed'))
  }
}
