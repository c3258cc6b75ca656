import 'server-only'

import { deleteIdleGuestCarts } from '@/commerce/native/cart-store'
import { payloadClient } from '@/lib/payload'
import { log } from '@/logging/log'
import { pruneSignInLinks } from '@/security/sign-in-links'
import { pruneAttempts } from '@/security/throttle'

/** The daily chores: idle guest carts and old sign-in attempts go. */
export async function tidy(): Promise<void> {
  try {
    const payload = await payloadClient()
    const deleted = await deleteIdleGuestCarts(payload, new Date())
    if (deleted > 0) log().info(`Deleted ${deleted} idle guest carts`)
    await pruneAttempts(payload)
    await pruneSignInLinks(payload)
  } catch (error) {
    log().error({ err: error }, 'Housekeeping failed')
  }
}
