import { readFile } from 'node:fs/promises'

// The picture is the shop's own, handed over by the benchmark when it starts the server.
export const dynamic = 'force-dynamic'

export async function GET() {
  const picture = process.env.BARE_PICTURE
  if (!picture) return new Response('No BARE_PICTURE', { status: 404 })
  return new Response(await readFile(picture), {
    headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000' },
  })
}
