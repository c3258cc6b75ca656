/**
 * Adds lockfile entries for optional platform packages (other operating systems' binaries) that
 * the registry did not serve when the lockfile was written. `npm ci` refuses a lockfile that
 * lacks them; with their os/cpu recorded it skips them on every other platform.
 * Run after `npm install` changes dependencies: `npm run lockfile:complete`.
 */
import { readFileSync, writeFileSync } from 'node:fs'

type Entry = {
  version?: string
  optional?: boolean
  os?: string[]
  cpu?: string[]
  optionalDependencies?: Record<string, string>
}

const file = 'package-lock.json'
const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, Entry> }

const systems = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'sunos', 'aix']
const cpus = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32']

function platformOf(name: string): Pick<Entry, 'os' | 'cpu'> {
  const parts = name.split('/').pop()!.split('-')
  const os = systems.find((system) => parts.includes(system))
  const cpu = cpus.find((candidate) => parts.includes(candidate))
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) }
}

let added = 0
for (const entry of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`
    if (lock.packages[key]) continue
    lock.packages[key] = { version, optional: true, ...platformOf(name) }
    added += 1
  }
}

writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`Added ${added} optional platform entries to ${file}.`)
