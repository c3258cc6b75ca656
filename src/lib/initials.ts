/** Up to two letters for a person: of the first and last name, else of the e-mail's name part. */
export function initials(name?: string | null, email?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length > 0)
    return (words[0][0] + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase()
  const local = (email ?? '').split('@')[0].replace(/[^\p{L}\p{N}]/gu, '')
  return local.slice(0, 2).toUpperCase() || '?'
}
