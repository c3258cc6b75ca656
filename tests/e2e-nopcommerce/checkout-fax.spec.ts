import { test } from '@playwright/test'

import { orderWithFax } from '../e2e/support/fax-at-checkout'
import { findProduct } from './support/double'

test('on nopCommerce, a fax typed with the address at checkout shows on the order', async ({
  page,
  request,
}) => {
  const burgers = await findProduct(request, 'burgers')
  await orderWithFax(page, `/en/meat/${burgers.id}/${burgers.slug}`)
})
