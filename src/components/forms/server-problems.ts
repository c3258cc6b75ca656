import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

/**
 * Shows problems the server found: per field under that field, `form` for the whole form.
 * Returns the whole-form problem's message, if any.
 */
export function showServerProblems<T extends FieldValues>(
  form: UseFormReturn<T>,
  problems: Record<string, string>,
  message: (problem: string) => string,
): string | null {
  let general: string | null = null
  for (const [field, problem] of Object.entries(problems)) {
    if (field === 'form') general = message(problem)
    else form.setError(field as Path<T>, { message: message(problem) })
  }
  return general
}
