/**
 * A document's localized texts are written one language at a time. For arrays and blocks, the
 * second language must name the rows the first one created (their `id`), or Payload would make
 * new rows and the first language's texts would be lost. This copies the ids of `saved` into
 * `data`, row by row; rich text (an object with a `root`) is left as it is.
 */
export function withIds(saved: unknown, data: unknown): unknown {
  if (Array.isArray(data))
    return data.map((item, index) => withIds(Array.isArray(saved) ? saved[index] : undefined, item))
  if (!isRecord(data) || 'root' in data) return data
  const from = isRecord(saved) ? saved : {}
  const copy: Record<string, unknown> = Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, withIds(from[key], value)]),
  )
  if (from.id !== undefined && copy.id === undefined) copy.id = from.id
  return copy
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null
