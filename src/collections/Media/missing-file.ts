import { statSync } from 'node:fs'
import path from 'node:path'

import type { CollectionConfig } from 'payload'

type FileHandler = NonNullable<
  Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']
>[number]

/**
 * A file that is not in the media folder answers 404. Payload's own file route answers 500
 * ("Something went wrong") for it; everything else, a file that is there included, is left to it.
 */
export function missingFileNotFound(directory: string): FileHandler {
  return (_req, { params }) => {
    const file = path.resolve(directory, params.filename)
    if (!file.startsWith(directory + path.sep)) return
    try {
      statSync(file)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT' || code === 'ENOTDIR')
        return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    }
  }
}
