/**
 * PostgreSQL cannot store the NUL character (U+0000) in text or JSON, and answers an error that
 * would surface as a 500. No field of the shop takes one, so input with it is refused up front.
 */
const NUL = '\u0000'

/** Whether any string in `value` (object keys included, at any depth) holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL)
  if (depth > 32 || typeof value !== 'object' || value === null) return false
  if (value instanceof Blob) return false
  const entries =
    value instanceof FormData || value instanceof URLSearchParams
      ? [...value.entries()]
      : Object.entries(value)
  return entries.some(([key, item]) => key.includes(NUL) || containsNul(item, depth + 1))
}

const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/**
 * Whether a request's query or body holds a NUL character in any of its texts: JSON and form
 * bodies are read from a copy; the files of a multipart body are not looked into.
 */
export async function requestContainsNul(request: Request): Promise<boolean> {
  const url = new URL(request.url)
  if (url.search.includes('%00') || containsNul(url.searchParams)) return true
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method) || !request.body) return false
  const type = request.headers.get('content-type') ?? ''
  const copy = request.clone()
  if (type.includes('multipart/form-data'))
    return copy.formData().then(
      (form) =>
        [...form.entries()].some(
          ([key, item]) =>
            containsNul(key) ||
            (typeof item === 'string' && (containsNul(item) || containsNul(parsedJson(item)))),
        ),
      () => false,
    )
  const text = await copy.text()
  if (text.includes(NUL)) return true
  if (type.includes('application/x-www-form-urlencoded'))
    return containsNul(new URLSearchParams(text))
  return /\\u0000/i.test(text) && containsNul(parsedJson(text))
}
