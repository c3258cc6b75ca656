import { NextResponse } from 'next/server'

import { expire } from '@/cache/expiry'
import { commerce } from '@/commerce'

/**
 * The commerce backend (nopCommerce) tells the storefront that products or categories changed:
 * their cached catalog entries expire now instead of at the end of their lifetime. Signed with
 * the shared secret; a backend that sends no notices takes none.
 */
export async function POST(request: Request) {
  const changes = commerce.catalogChanges
  if (!changes?.authorized(request.headers.get('authorization')))
    return NextResponse.json({ error: 'unauthorized' }, { status: 401 })
  const text = await request.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    return NextResponse.json({ error: 'the body is not JSON' }, { status: 400 })
  }
  const tags = changes.expiredTags(body)
  if (!tags)
    return NextResponse.json(
      { error: 'expected {"product_ids": [..], "category_ids": [..]}' },
      { status: 400 },
    )
  expire(tags)
  return NextResponse.json({ expired: tags.length })
}
