import path from 'node:path'

/** Where uploaded images are stored; `MEDIA_DIR` overrides the default under `.data/`. */
export function mediaDirectory(): string {
  return path.resolve(process.env.MEDIA_DIR || path.join(process.cwd(), '.data', 'media'))
}
