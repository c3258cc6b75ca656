import { describe, expect, it } from 'vitest'

import { nativeAccount } from '@/commerce/native/addresses'
import { nativeCart } from '@/commerce/native/cart'
import { nativeCatalog } from '@/commerce/native/catalog'
import { nativeCheckout } from '@/commerce/native/checkout'
import { nativeOrders } from '@/commerce/native/orders'

import { signedUp, testCustomers } from '../support/commerce'
import { testPayload } from '../support/payload'
import type { Commerce } from './conformance-backend'
import { detailsConformance } from './details-conformance'

const cart = nativeCart(testPayload)
const commerce: Commerce = {
  catalog: nativeCatalog(testPayload),
  cart,
  checkout: nativeCheckout(testPayload, cart, async () => 'https://shop.example/order'),
  customers: testCustomers,
  account: nativeAccount(testPayload),
  orders: nativeOrders(testPayload),
}

detailsConformance('native', async () => ({ commerce }))

describe('native customer details', () => {
  it('keeps the VAT number given at registration', async () => {
    const { session } = await signedUp({ vatNumber: 'nl 123456789 b01' })
    expect(await commerce.account.details(session)).toMatchObject({ vatNumber: 'NL123456789B01' })
  })

  it('stores names and contact fields without control characters, whoever writes them', async () => {
    const { customer } = await signedUp()
    const instance = await testPayload()
    const doc = await instance.update({
      collection: 'customers',
      id: customer.id,
      data: {
        firstName: 'An\r\n',
        phone: '+32\t9 123 45 67',
        company: 'Slagerij\u0000',
        vatNumber: 'BE\u00850417497106',
      },
      depth: 0,
    })
    expect(doc).toMatchObject({
      firstName: 'An',
      phone: '+329 123 45 67',
      company: 'Slagerij',
      vatNumber: 'BE0417497106',
    })
  })
})
