import type { Payload } from 'payload'

import type { DeliveryCalendar } from '@/payload-types'

import { COUNTRIES } from '../rules/address'
import { type DayCapacity, weekdayNames } from '../rules/day-capacity'
import { type CalendarRules, defaultCalendarRules, shopClock } from '../rules/delivery-calendar'
import type { CountryCode } from '../types'
import { cachedGlobal } from '../shop/settings-cache'

const days = (values: string[] | null | undefined, fallback: number[]) =>
  values ? values.map(Number).sort((a, b) => a - b) : fallback

/**
 * Each country's delivery weekdays: Belgium's as set, another country's as set for it, or
 * Belgium's when none are set for it (the admin's "empty = the same days as in Belgium").
 */
export function deliveryWeekdaysOf(
  doc: Pick<DeliveryCalendar, 'deliveryWeekdays' | 'countryDeliveryWeekdays'>,
): Record<CountryCode, number[]> {
  const belgium = days(doc.deliveryWeekdays, defaultCalendarRules.deliveryWeekdays.BE)
  const abroad = doc.countryDeliveryWeekdays ?? {}
  return Object.fromEntries(
    COUNTRIES.map((country) => {
      const own = country === 'BE' ? null : abroad[country]
      return [country, own && own.length > 0 ? days(own, belgium) : belgium]
    }),
  ) as Record<CountryCode, number[]>
}

type Capacity = NonNullable<DeliveryCalendar['capacity']>
type OrdersPerWeekday = NonNullable<Capacity['delivery']>

/** The weekdays (ISO) with a number (orders or kilos) set; an empty one has no limit. */
const perWeekday = (set: OrdersPerWeekday | null | undefined): Partial<Record<number, number>> =>
  Object.fromEntries(
    weekdayNames
      .map((name, index) => [index + 1, set?.[name]] as const)
      .filter((entry): entry is readonly [number, number] => typeof entry[1] === 'number'),
  )

/** How many orders and kilos each day can take, as the owner set it. */
function dayCapacityOf(capacity: DeliveryCalendar['capacity']): DayCapacity {
  return {
    weekdays: { delivery: perWeekday(capacity?.delivery), pickup: perWeekday(capacity?.pickup) },
    kilosPerWeekday: {
      delivery: perWeekday(capacity?.deliveryKilos),
      pickup: perWeekday(capacity?.pickupKilos),
    },
    dates: (capacity?.dates ?? []).map((set) => ({
      date: shopClock(new Date(set.date)).day,
      method: set.deliveryMethod,
      orders: set.orders ?? null,
      kilos: set.kilos ?? null,
    })),
  }
}

/** The rules of each calendar read, kept as long as the read is (`cachedGlobal`). */
const rulesOfRead = new WeakMap<DeliveryCalendar, CalendarRules>()

/** The delivery calendar the shop owner keeps in the admin, as the calendar rules take it. */
export async function readCalendarRules(payload: Payload): Promise<CalendarRules> {
  const doc = await cachedGlobal(payload, 'delivery-calendar')
  let rules = rulesOfRead.get(doc)
  if (!rules) rulesOfRead.set(doc, (rules = calendarRulesOf(doc)))
  return rules
}

function calendarRulesOf(doc: DeliveryCalendar): CalendarRules {
  return {
    deliveryWeekdays: deliveryWeekdaysOf(doc),
    orderCutoff: doc.orderCutoff || defaultCalendarRules.orderCutoff,
    deliveryFrom: doc.deliveryFrom || defaultCalendarRules.deliveryFrom,
    deliveryUntil: doc.deliveryUntil || defaultCalendarRules.deliveryUntil,
    pickupWeekdays: days(doc.pickupWeekdays, defaultCalendarRules.pickupWeekdays),
    pickupUntil: doc.pickupUntil || defaultCalendarRules.pickupUntil,
    sameDayPickupCallBefore:
      doc.sameDayPickupCallBefore || defaultCalendarRules.sameDayPickupCallBefore,
    // A date field holds an instant; the closing day is its date in the shop's time zone.
    closedDates: (doc.closedDates ?? []).map((closed) => shopClock(new Date(closed.date)).day),
    belgianHolidays: doc.belgianHolidays ?? true,
    capacity: dayCapacityOf(doc.capacity),
  }
}
