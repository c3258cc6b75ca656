/**
 * `next/cache` as a test file outside a Next.js server uses it in place of the real one (which
 * needs the server's data cache): cached reads run straight through, and the tags they would be
 * cached under are noted in `readTags`. A file that uses it runs in the `int-isolated` project.
 */
export const readTags = new Set<string>()

export const unstable_cache =
  <A extends unknown[], R>(
    run: (...args: A) => Promise<R>,
    _key?: string[],
    options?: { tags?: string[] },
  ) =>
  (...args: A) => {
    for (const tag of options?.tags ?? []) readTags.add(tag)
    return run(...args)
  }

export const revalidateTag = () => {}
