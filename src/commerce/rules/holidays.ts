/** Dates as YYYY-MM-DD strings, computed in UTC so that no time zone shifts a day. */
export const isoDate = (date: Date) => date.toISOString().slice(0, 10)

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return isoDate(date)
}

/** Call sites ask about the same few dozen days on every request; the limit guards a leak. */
const MOST_KEPT_DAYS = 2000

/** A pure function of a day (YYYY-MM-DD), computed once per day. */
function perDay<T>(compute: (day: string) => T): (day: string) => T {
  const kept = new Map<string, T>()
  return (day) => {
    const found = kept.get(day)
    if (found !== undefined) return found
    const value = compute(day)
    if (kept.size >= MOST_KEPT_DAYS) kept.clear()
    kept.set(day, value)
    return value
  }
}

/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export const weekday = perDay((day) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7)

/** The day after `day`. */
export const nextDay = perDay((day) => addDays(day, 1))

/** Easter Sunday of a year (Gregorian calendar, anonymous algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

const holidaysByYear = new Map<number, readonly string[]>()

/** The ten Belgian public holidays of a year. */
export function belgianHolidays(year: number): string[] {
  let holidays = holidaysByYear.get(year)
  if (!holidays) holidaysByYear.set(year, (holidays = holidaysOf(year)))
  return [...holidays]
}

function holidaysOf(year: number): string[] {
  const easter = easterSunday(year)
  const fixed = ['01-01', '05-01', '07-21', '08-15', '11-01', '11-11', '12-25']
  return [
    ...fixed.map((monthDay) => `${year}-${monthDay}`),
    addDays(easter, 1), // Easter Monday
    addDays(easter, 39), // Ascension Day
    addDays(easter, 50), // Whit Monday
  ].sort()
}
