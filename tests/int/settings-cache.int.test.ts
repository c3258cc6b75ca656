import { commitTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cachedGlobal } from '@/commerce/shop/settings-cache'
import { seedSettings } from '@/seed/settings'

import { staffSaveUnderWay, testPayload } from './support/payload'

let payload: Payload
let phone: string

beforeAll(async () => {
  payload = await testPayload()
  await seedSettings(payload)
  phone = (await payload.findGlobal({ slug: 'shop-settings', depth: 0 })).phone
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'shop-settings', data: { phone } })
})

describe('the shop settings kept between reads', () => {
  it('are read again after a save, also when a read came between its hooks and its commit', async () => {
    const req = await staffSaveUnderWay(payload)
    const changed = `+32 9 ${Date.now() % 1000} 00 00`
    await payload.updateGlobal({
      slug: 'shop-settings',
      data: { phone: changed },
      req,
    })
    // Another shopper's request, outside the save's transaction: it still sees the old number.
    expect((await cachedGlobal(payload, 'shop-settings')).phone).toBe(phone)
    await commitTransaction(req)
    expect((await cachedGlobal(payload, 'shop-settings')).phone).toBe(changed)
  })
})
