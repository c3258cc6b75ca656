import 'server-only'

import type { Locale } from '@/i18n/locales'
import { payloadClient } from '@/lib/payload'
import type { Form } from '@/payload-types'

import type { PublicField } from './form-input'

export type PublicForm = {
  id: number
  fields: PublicField[]
  submitLabel: string | null
  confirmation: Form['confirmationMessage']
}

const shownTypes = new Set<PublicField['type']>([
  'text',
  'email',
  'textarea',
  'number',
  'checkbox',
  'select',
])

/**
 * An editor's form as visitors may see it. Forms are staff-only through the API (their e-mail
 * settings name addresses), so the shop reads them itself and passes on only the fields.
 */
export async function publicForm(id: number, locale: Locale): Promise<PublicForm | null> {
  const payload = await payloadClient()
  const form = await payload
    .findByID({
      collection: 'forms',
      id,
      locale,
      fallbackLocale: 'nl',
      depth: 0,
      overrideAccess: true,
    })
    .catch(() => null)
  if (!form) return null
  const fields = (form.fields ?? []).flatMap((field): PublicField[] => {
    if (!('name' in field) || !shownTypes.has(field.blockType as PublicField['type'])) return []
    return [
      {
        name: field.name,
        label: field.label ?? field.name,
        type: field.blockType as PublicField['type'],
        required: Boolean(field.required),
        width: field.width ?? 100,
        options:
          'options' in field && Array.isArray(field.options)
            ? field.options.map((option) => ({ label: option.label, value: option.value }))
            : [],
      },
    ]
  })
  return {
    id: form.id,
    fields,
    submitLabel: form.submitButtonLabel ?? null,
    confirmation: form.confirmationMessage,
  }
}
