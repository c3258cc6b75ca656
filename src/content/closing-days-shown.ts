/** A day the shop is closed, with the reason the owner gave in the shopper's language. */
export type ClosingDay = { day: string; reason: string }

/**
 * The closing days a shopper should hear about beside the dates offered (YYYY-MM-DD, in
 * order): those between the first and the last, which the list skips without saying why.
 */
export function closingDaysAmong(closings: ClosingDay[], offered: string[]): ClosingDay[] {
  if (offered.length === 0) return []
  const [first, last] = [offered[0], offered[offered.length - 1]]
  const byDay = new Map<string, ClosingDay>()
  for (const closing of closings) {
    const { day, reason } = closing
    const skipped = day > first && day < last && !offered.includes(day)
    if (skipped && reason.trim() !== '' && !byDay.has(day)) byDay.set(day, closing)
  }
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day))
}
