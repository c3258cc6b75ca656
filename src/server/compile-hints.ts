import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * V8's explicit compile hint (Chrome 136 and later): the functions of a script that starts with
 * this line are compiled while it downloads, on a background thread, instead of one by one on the
 * main thread the first time each is called. Other browsers read it as a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n'

const hint = Buffer.from(compileHint)

type BuildManifest = { rootMainFiles?: string[] }

/**
 * Puts the compile hint at the top of the scripts every page runs as it starts (React, the Next.js
 * client and the bundler's runtime: the build manifest's `rootMainFiles`), under `nextDir`, the
 * build's output folder (docs/adr/0013). Runs before the Brotli copies are made; a script that
 * already starts with the hint is left as it is. Returns the scripts it marked.
 */
export async function markStartupScripts(nextDir: string): Promise<string[]> {
  const manifest = JSON.parse(
    await readFile(path.join(nextDir, 'build-manifest.json'), 'utf8'),
  ) as BuildManifest
  const scripts = (manifest.rootMainFiles ?? []).filter((file) => file.endsWith('.js'))
  const marked: string[] = []
  for (const script of scripts) {
    const file = path.join(nextDir, script)
    // Bytes, not text: the script is written back exactly as Next.js wrote it, after the line.
    const source = await readFile(file)
    if (source.subarray(0, hint.length).equals(hint)) continue
    await writeFile(file, Buffer.concat([hint, source]))
    marked.push(script)
  }
  return marked
}
