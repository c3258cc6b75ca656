import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

import { heapAfterFullGc } from './bench-heap'
import { type Client, load, type Measure } from './bench-load'

/** The process that listens on the shop's port, found with `ss`. */
export function listeningPid(base: URL): number | null {
  try {
    const port = base.port || (base.protocol === 'https:' ? '443' : '80')
    const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
    const match = /pid=(\d+)/.exec(out)
    return match ? Number(match[1]) : null
  } catch {
    return null
  }
}

export function residentMegabytes(pid: number | null): number | null {
  if (pid === null) return null
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return kb ? Number(kb[1]) / 1024 : null
  } catch {
    return null
  }
}

type Memory = { resident: number | null; heap: number | null }

/** The resident size as it is, then the heap after a full collection (which lowers the former). */
const memoryOf = async (pid: number | null): Promise<Memory> => {
  const resident = residentMegabytes(pid)
  return { resident, heap: await heapAfterFullGc(pid) }
}

/**
 * `warmup` mixed requests, then the server's memory, `requests` more, and its memory again: what
 * a long day of visitors leaves behind. Each client sends its mix in turn, starting at a place
 * of its own so that the connections do not ask for the same page at once.
 */
export async function mixedLoad(
  clients: Client[],
  warmup: number,
  requests: number,
  pid: number | null,
): Promise<{ before: Memory; after: Memory; measure: Measure }> {
  const staggered = clients.map((client, n) => {
    const at = (n * 7) % client.requests.length
    return { ...client, requests: [...client.requests.slice(at), ...client.requests.slice(0, at)] }
  })
  if (warmup > 0) await load(staggered, { amount: warmup })
  const before = await memoryOf(pid)
  const measure = await load(staggered, { amount: requests })
  return { before, after: await memoryOf(pid), measure }
}
