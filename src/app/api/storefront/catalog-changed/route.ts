import { NextResponse } from 'next/server'

import { expire } from '@/collections/hooks/revalidate-tags'
import { carriesSecret, catalogChangeTags } from '@/commerce/nopcommerce/catalog-webhook'

/**
 * nopCommerce tells the storefront that products or categories changed: their cached catalog
 * entries expire now instead of at the end of their lifetime. Signed with the shared secret.
 */
export async function POST(request: Request) {
  if (
    !carriesSecret(
      request.headers.get('authorization'),
      process.env.NOPCOMMERCE_WEBHOOK_SECRET ?? null,
    )
  )
    return NextResponse.json({ error: 'unauthorized' }, { status: 401 })
  const text = await request.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    return NextResponse.json({ error: 'the body is not JSON' }, { status: 400 })
  }
  const tags = catalogChangeTags(body)
  if (!tags)
    return NextResponse.json(
      { error: 'expected {"product_ids": [..], "category_ids": [..]}' },
      { status: 400 },
    )
  expire(tags)
  return NextResponse.json({ expired: tags.length })
}
