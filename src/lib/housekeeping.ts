import 'server-only'

import { deleteIdleGuestCarts } from '@/commerce/native/cart-store'
import { pruneSignInLinks } from '@/security/sign-in-links'
import { pruneAttempts } from '@/security/throttle'

import { payloadClient } from './payload'
import { log } from './log'

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
