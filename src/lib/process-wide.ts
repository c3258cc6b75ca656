/**
 * One value for the whole process, made on first use. Next.js bundles route handlers, pages and
 * the admin apart, each with its own copy of a module: state kept at module level would be kept
 * once per bundle, and a save in one (the admin's) would not reach another's readers.
 */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(`storefront.${name}`)
  const state = globalThis as { [key: symbol]: T | undefined }
  return (state[key] ??= create())
}
