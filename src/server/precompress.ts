import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'

const compress = promisify(brotliCompress)

/** The build's files a browser downloads as text; pictures and fonts are compressed already. */
export const precompressible = /\.(?:js|css)$/

/** Brotli at its best quality: worth its time once per build or per page, never per request. */
export const brotliBest = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
})

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && precompressible.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/**
 * Writes a Brotli copy (`name.js.br`) beside every script and stylesheet under `dir`, the build's
 * static folder, for the shop server to send as is (docs/adr/0012). Returns the bytes before and
 * after.
 */
export async function precompressStatic(
  dir: string,
): Promise<{ files: number; bytes: number; compressed: number }> {
  const files = await filesUnder(dir)
  let bytes = 0
  let compressed = 0
  // zlib's work runs on libuv's thread pool: a few at a time keep every core busy.
  const queue = [...files]
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const source = await readFile(file)
      const brotli = await compress(source, brotliBest(source.length))
      await writeFile(`${file}.br`, brotli)
      bytes += source.length
      compressed += brotli.length
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return { files: files.length, bytes, compressed }
}
