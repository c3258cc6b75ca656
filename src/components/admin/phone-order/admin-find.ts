/** Documents of a collection through the admin's own REST API and session; none on a failure. */
export async function adminFind<T>(
  api: string,
  collection: string,
  query: Record<string, string>,
): Promise<T[]> {
  const response = await fetch(`${api}/${collection}?${new URLSearchParams(query)}`, {
    credentials: 'include',
  }).catch(() => null)
  if (!response?.ok) return []
  const body = (await response.json().catch(() => ({}))) as { docs?: T[] }
  return body.docs ?? []
}
