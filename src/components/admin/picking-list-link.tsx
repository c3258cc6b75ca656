import type { Payload } from 'payload'

import { readCalendarRules } from '@/commerce/native/calendar-rules'
import { nextHandoverDay } from '@/commerce/rules/picking-day'

import { PickingListDayPicker } from './picking-list-day-picker'

/** Above the orders list: a day's orders, picking list and CSV, from the next handover day on. */
export async function PickingListLink({ payload }: { payload: Payload }) {
  const rules = await readCalendarRules(payload)
  return <PickingListDayPicker defaultDay={nextHandoverDay(new Date(), rules)} />
}
