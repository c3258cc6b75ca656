/** Is the visitor busy in a form field, where a reload would lose what they typed? */
export function isTyping(active: Element | null): boolean {
  if (!active) return false
  const tag = active.tagName
  return (
    tag === 'INPUT' ||
    tag === 'TEXTAREA' ||
    tag === 'SELECT' ||
    (active as HTMLElement).isContentEditable === true
  )
}

/** Reload on a navigation only when a newer build is live and nobody is typing. */
export function shouldReload(current: string, latest: string | null, typing: boolean): boolean {
  return latest !== null && latest !== current && !typing
}
