/** Mollie's webhook form holds one payment id (`id=tr_…`): a few dozen bytes. */
export const WEBHOOK_BODY_LIMIT = 1024

/**
 * The body of an unauthenticated request as text, read from the stream only up to `limit` bytes:
 * null when it is longer (answer 413), so that nobody can make the server hold a large body in
 * memory. A declared length over the limit is refused before anything is read.
 */
export async function cappedText(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('content-length')) > limit) {
    await request.body?.cancel().catch(() => undefined)
    return null
  }
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

export const payloadTooLarge = () => new Response(null, { status: 413 })
