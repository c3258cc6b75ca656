/**
 * Compiles what `npm start` runs to plain JavaScript (docs/adr/0026): the start itself, the
 * migration runner it runs first, and the shop's server. Each is one file with the project's own
 * modules inside and the packages left to `node_modules`, so production runs them with `node`
 * and no TypeScript loader. Next.js compiles the app, Payload's config included, on its own.
 */
import { build, type Plugin } from 'esbuild'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** Where `npm run build` puts them: beside Next.js's own output, replaced by every build. */
export const compiledStartDir = (root: string) => path.join(root, '.next', 'shop')

const entryPoints = {
  start: 'scripts/start.ts',
  migrate: 'scripts/migrate.ts',
  server: 'src/server/main.ts',
}

/** A package's own name and the path asked for inside it: `next/cache` is `next` and `cache`. */
function packageAndSubpath(specifier: string): [string, string] | null {
  const parts = specifier.split('/')
  const nameLength = specifier.startsWith('@') ? 2 : 1
  if (parts.length <= nameLength) return null
  return [parts.slice(0, nameLength).join('/'), parts.slice(nameLength).join('/')]
}

/**
 * How a compiled file imports `specifier` so that Node.js finds it. Node.js adds no `.js` to a
 * path inside a package that has no `exports` map (`next/cache`), as TypeScript loaders and
 * bundlers do: the compiled import names the file.
 */
export function nodeImportPath(specifier: string, root: string): string {
  const split = packageAndSubpath(specifier)
  if (!split || path.extname(specifier)) return specifier
  const [name, subpath] = split
  const folder = path.join(root, 'node_modules', name)
  const manifest = path.join(folder, 'package.json')
  if (!existsSync(manifest) || 'exports' in JSON.parse(readFileSync(manifest, 'utf8')))
    return specifier
  return existsSync(path.join(folder, `${subpath}.js`)) ? `${specifier}.js` : specifier
}

/**
 * Packages compiled in rather than imported: their own files import `next/…` without the `.js`
 * that Node.js needs (the unit tests inline them in Vitest for the same reason).
 */
const compiledIn = new Set(['next-intl', 'use-intl'])

/** The name of the package `specifier` imports from, or null for the project's own aliases. */
function packageName(specifier: string): string | null {
  if (specifier.startsWith('@/') || specifier === '@payload-config') return null
  const parts = specifier.split('/')
  return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/')
}

/** Packages stay in `node_modules`, imported as Node.js finds them; a few are compiled in. */
const packageImports = (root: string): Plugin => ({
  name: 'package-imports',
  setup(compiler) {
    // A guard against Next.js's client bundles: these programs have no client to guard, and
    // compiled in one file, a module the source imports late would load it at once.
    compiler.onResolve({ filter: /^server-only$/ }, () => ({
      path: 'server-only',
      namespace: 'empty',
    }))
    compiler.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: '' }))
    compiler.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = packageName(args.path)
      if (!name || compiledIn.has(name)) return undefined
      return { path: nodeImportPath(args.path, root), external: true }
    })
  },
})

/** Compiles the three programs into `outDir` and returns the files written. */
export async function compileStart(root: string, outDir = compiledStartDir(root)) {
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    plugins: [packageImports(root)],
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    jsx: 'automatic',
    metafile: true,
    logLevel: 'warning',
  })
  return Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.mjs'))
}
