/** What a browser sent for a text field: the string, or '' for anything else. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '')

/** What a browser sent for a form: its fields, or none when it is not an object. */
export const asFields = (raw: unknown): Record<string, unknown> =>
  typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
