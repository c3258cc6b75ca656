import { readFile } from 'node:fs/promises'

// The shop's stylesheet, handed over by the benchmark when it starts the server.
export const dynamic = 'force-dynamic'

export async function GET() {
  const stylesheet = process.env.BARE_STYLESHEET
  if (!stylesheet) return new Response('No BARE_STYLESHEET', { status: 404 })
  return new Response(await readFile(stylesheet), {
    headers: { 'content-type': 'text/css', 'cache-control': 'public, max-age=31536000' },
  })
}
