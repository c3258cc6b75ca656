import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'

/**
 * A react-hook-form resolver from one of the shop's pure form rules: the same rule the server
 * applies decides, and `message` turns its problem keys into the visitor's language.
 */
export function problemResolver<T extends FieldValues>(
  problems: (values: T) => Partial<Record<keyof T, string>>,
  message: (problem: string) => string,
): Resolver<T> {
  return async (values) => {
    const found = Object.entries(problems(values)) as Array<[string, string]>
    if (found.length === 0) return { values, errors: {} }
    const errors = Object.fromEntries(
      found.map(([field, problem]) => [field, { type: problem, message: message(problem) }]),
    )
    return { values: {}, errors: errors as FieldErrors<T> }
  }
}
