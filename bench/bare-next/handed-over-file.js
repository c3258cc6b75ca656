import { readFile } from 'node:fs/promises'

/**
 * A route answering with a file of the shop's that the benchmark hands over when it starts the
 * server, named by the environment variable `variable`.
 */
export const handedOverFile = (variable, contentType) =>
  async function GET() {
    const file = process.env[variable]
    if (!file) return new Response(`No ${variable}`, { status: 404 })
    return new Response(await readFile(file), {
      headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000' },
    })
  }
