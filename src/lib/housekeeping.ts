import 'server-only'

import { deleteIdleGuestCarts } from '@/commerce/native/cart-store'
import { pruneAttempts } from '@/security/throttle'

import { payloadClient } from './payload'
import { log } from './log'

const DAY = 24 * 60 * 60 * 1000
const FIRST_RUN_AFTER = 60 * 1000

async function tidy() {
  try {
    const payload = await payloadClient()
    const deleted = await deleteIdleGuestCarts(payload, new Date())
    if (deleted > 0) log().info(`Deleted ${deleted} idle guest carts`)
    await pruneAttempts(payload)
  } catch (error) {
    log().error({ err: error }, 'Housekeeping failed')
  }
}

/** Daily chores of a running server, the first a minute after it starts. */
export function startHousekeeping(): void {
  setTimeout(() => {
    void tidy()
    setInterval(() => void tidy(), DAY).unref()
  }, FIRST_RUN_AFTER).unref()
}
