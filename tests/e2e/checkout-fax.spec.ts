import { test } from '@playwright/test'

import { orderWithFax } from './support/fax-at-checkout'
import { productId } from './support/shop'

test('a fax typed with the address at checkout shows on the order page', async ({
  page,
  request,
}) => {
  const burgers = await productId(request, 'hamburgers')
  await orderWithFax(page, `/en/meat/${burgers}/hamburgers`)
})
