import { dateTimeFormat } from '@/i18n/formatters'
import { SHOP_TIME_ZONE } from '@/i18n/time-zone'

/** Minutes the shop's clock is ahead of UTC at a moment. */
function shopOffsetMinutes(utc: number): number {
  const parts = Object.fromEntries(
    dateTimeFormat('en-GB', {
      timeZone: SHOP_TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(utc))
      .map((part) => [part.type, Number(part.value)]),
  )
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute)
  return Math.round((wall - utc) / 60_000)
}

/**
 * The moment (ISO) nopCommerce writes as a review's date: .NET's short date and time of the
 * customer's language, in the shop's time zone. English (en-US) puts the month first and has
 * AM/PM; Dutch and French put the day first ("5/02/2026 10:00", "05/02/26 10:00"). Null when the
 * text holds no date.
 */
export function writtenOnToIso(text: string | null | undefined): string | null {
  const found =
    text &&
    /(\d{1,4})[/.-](\d{1,2})[/.-](\d{2,4})(?:\D+(\d{1,2})[:.h](\d{2}))?\s*([AP]\.?M\.?)?/i.exec(
      text,
    )
  if (!found) return null
  const [, first, second, third, hourText, minuteText, meridiem] = found
  const monthFirst = Boolean(meridiem)
  const yearFirst = first.length === 4
  const year = Number(yearFirst ? first : third.length === 2 ? `20${third}` : third)
  const month = Number(yearFirst ? second : monthFirst ? first : second)
  const day = Number(yearFirst ? third : monthFirst ? second : first)
  let hour = Number(hourText ?? 0)
  if (meridiem) hour = (hour % 12) + (/^p/i.test(meridiem) ? 12 : 0)
  const wall = Date.UTC(year, month - 1, day, hour, Number(minuteText ?? 0))
  if (Number.isNaN(wall) || month < 1 || month > 12 || day < 1 || day > 31) return null
  // The offset at the wall time itself is right except within the hour a clock change skips.
  const utc = wall - shopOffsetMinutes(wall - shopOffsetMinutes(wall) * 60_000) * 60_000
  return new Date(utc).toISOString()
}
