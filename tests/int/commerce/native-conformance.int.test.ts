import { beforeAll } from 'vitest'

import { nativeAccount } from '@/commerce/native/addresses'
import { nativeCart } from '@/commerce/native/cart'
import { nativeCatalog } from '@/commerce/native/catalog'
import { nativeCheckout } from '@/commerce/native/checkout'
import { nativeOrders } from '@/commerce/native/orders'
import { seedCatalog } from '@/seed/catalog'

import { testCustomers } from '../support/commerce'
import { catchShopMail } from '../support/mailbox'
import { testPayload } from '../support/payload'
import { accountConformance } from './account-conformance'
import { cartConformance } from './cart-conformance'
import { checkoutConformance } from './checkout-conformance'
import type { Commerce, ConformanceBackend } from './conformance-backend'
import { customersConformance } from './customers-conformance'
import { ordersConformance } from './orders-conformance'
import { voucherConformance } from './voucher-conformance'

const mailbox = catchShopMail()

beforeAll(async () => {
  await seedCatalog(await testPayload())
}, 120_000)

const cart = nativeCart(testPayload)
const orderLinks = async (orderId: string, token: string, locale: string) =>
  `https://shop.example/${locale}/orderdetails/${orderId}?token=${token}`
const commerce: Commerce = {
  catalog: nativeCatalog(testPayload),
  cart,
  checkout: nativeCheckout(testPayload, cart, orderLinks),
  customers: testCustomers,
  account: nativeAccount(testPayload),
  orders: nativeOrders(testPayload),
}
const native = async (): Promise<ConformanceBackend> => ({ commerce, mailbox: mailbox() })

cartConformance('native', native)
customersConformance('native', native)
accountConformance('native', native)
checkoutConformance('native', native)
ordersConformance('native', native)
voucherConformance('native', native)
