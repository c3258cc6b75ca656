/** Column values of a raw SQL read as Payload gives them in a document. */

/** A timestamp as Payload writes it: ISO 8601 in UTC with milliseconds. */
export const isoTime = (value: string) => new Date(value).toISOString()

export const isoTimeOrNull = (value: string | null) => (value === null ? null : isoTime(value))

/** A numeric column, which PostgreSQL sends as text. */
export const numberOrNull = (value: string | null) => (value === null ? null : Number(value))
