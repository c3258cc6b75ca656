import { isEmail } from '@/commerce/rules/email'

/** A field of an editor's form as the storefront shows it (no e-mail settings, nothing private). */
export type PublicField = {
  name: string
  label: string
  type: 'text' | 'email' | 'textarea' | 'number' | 'checkbox' | 'select'
  required: boolean
  width: number
  options: Array<{ label: string; value: string }>
}

export type FieldProblem = 'required' | 'email' | 'tooLong' | 'number' | 'choice'

/** The field a person leaves empty (it is hidden); a robot filling every input fills it too. */
export const HONEYPOT = 'website'

export const MAX_TEXT = 200
export const MAX_TEXTAREA = 5000

/** The problems of the values typed into a form, by field name; empty when all is well. */
export function formProblems(
  fields: readonly PublicField[],
  values: Readonly<Record<string, string>>,
): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {}
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim()
    const problem = fieldProblem(field, value)
    if (problem) problems[field.name] = problem
  }
  return problems
}

function fieldProblem(field: PublicField, value: string): FieldProblem | null {
  if (field.type === 'checkbox') return field.required && value !== 'on' ? 'required' : null
  if (!value) return field.required ? 'required' : null
  if (value.length > (field.type === 'textarea' ? MAX_TEXTAREA : MAX_TEXT)) return 'tooLong'
  if (field.type === 'email' && !isEmail(value)) return 'email'
  if (field.type === 'number' && !Number.isFinite(Number(value))) return 'number'
  if (field.type === 'select' && !field.options.some((option) => option.value === value))
    return 'choice'
  return null
}
