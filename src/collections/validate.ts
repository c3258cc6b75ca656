type Messages = Record<'nl' | 'fr' | 'en', string>
type Validate = (
  value: unknown,
  options: { req: { i18n?: { language?: string } } },
) => true | string

/** A text-field validator whose message is in the editor's admin language. */
export const check =
  (valid: (value: string) => boolean, messages: Messages): Validate =>
  (value, { req }) =>
    // An empty optional field arrives as null; `valid` decides whether '' is acceptable.
    (typeof (value ?? '') === 'string' && valid((value ?? '') as string)) ||
    messages[req.i18n?.language as keyof Messages] ||
    messages.nl

/** A number-field validator (it replaces Payload's min and max checks, so `valid` holds them). */
export const checkNumber =
  (valid: (value: number) => boolean, messages: Messages): Validate =>
  (value, { req }) =>
    value == null ||
    (typeof value === 'number' && valid(value)) ||
    messages[req.i18n?.language as keyof Messages] ||
    messages.nl
