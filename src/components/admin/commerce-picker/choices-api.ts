import type { Choice, ChoiceKind } from '@/content/commerce-choices'

export type ChoiceQuery = { q: string } | { ids: readonly number[] }

/**
 * Products or categories from the admin's picker endpoint, with the admin's own session: found
 * by a text, or the chosen ones by id. Null when the shop did not answer.
 */
export async function askChoices(
  api: string,
  kind: ChoiceKind,
  query: ChoiceQuery,
): Promise<Choice[] | null> {
  const params: Record<string, string> =
    'q' in query ? { q: query.q } : { ids: query.ids.join(',') }
  const response = await fetch(`${api}/commerce-picker/${kind}?${new URLSearchParams(params)}`, {
    credentials: 'include',
  }).catch(() => null)
  if (!response?.ok) return null
  const body = (await response.json().catch(() => null)) as { choices?: Choice[] } | null
  return body?.choices ?? null
}
