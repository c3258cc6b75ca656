import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { isPreviewToken, isSitePath } from '@/content/preview-token'
import { payloadClient } from '@/lib/payload'
import { DRAFT_MODE_COOKIE, draftModeCookie } from '@/security/cookies'

/**
 * Opens an editor's preview: with the token the admin wrote into the address and the editor's
 * own admin session, draft mode goes on for this browser and the page shows its latest draft.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const path = url.searchParams.get('path') ?? ''
  const token = url.searchParams.get('token') ?? ''
  if (!isSitePath(path) || !isPreviewToken(path, token))
    return new Response('Not Found', { status: 404 })
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (user?.collection !== 'admins') return new Response('Forbidden', { status: 403 })
  ;(await draftMode()).enable()
  const jar = await cookies()
  const value = jar.get(DRAFT_MODE_COOKIE)?.value
  if (value) jar.set(draftModeCookie(value))
  redirect(path)
}
