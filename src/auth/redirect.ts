/** A path on this site to return to after signing in; anything else (other sites) is refused. */
export function safeReturnPath(value: string | string[] | undefined | null): string | null {
  const path = Array.isArray(value) ? value[0] : value
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null
  return path
}
