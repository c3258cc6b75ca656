import { type FieldErrors, type FieldValues, type Resolver, set } from 'react-hook-form'

/**
 * A react-hook-form resolver from one of the shop's pure form rules: the same rule the server
 * applies decides, and `message` turns its problem keys into the visitor's language. A key such
 * as `address.postcode` lands on that nested field.
 */
export function problemResolver<T extends FieldValues>(
  problems: (values: T) => Partial<Record<string, string>>,
  message: (problem: string) => string,
): Resolver<T> {
  return async (values) => {
    const found = Object.entries(problems(values)) as Array<[string, string]>
    if (found.length === 0) return { values, errors: {} }
    const errors = {}
    for (const [field, problem] of found)
      set(errors, field, { type: problem, message: message(problem) })
    return { values: {}, errors: errors as FieldErrors<T> }
  }
}
