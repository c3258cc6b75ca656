/**
 * The shop server's JavaScript heap after a full garbage collection, read through the Node.js
 * inspector that SIGUSR1 opens in a running process (the benchmark runs on the server's machine,
 * as its user). A resident size rises and falls with how much heap V8 chooses to keep; what is
 * still reachable after a full collection is what a long day of visitors really leaves behind.
 */
import WebSocket from 'ws'

const INSPECTOR = 'http://127.0.0.1:9229'

type Target = { webSocketDebuggerUrl: string }

async function inspectorTarget(): Promise<Target | null> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const targets = await fetch(`${INSPECTOR}/json/list`)
      .then((answer) => answer.json() as Promise<Target[]>)
      .catch(() => [])
    if (targets[0]) return targets[0]
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return null
}

/** Sends inspector commands one at a time over an open connection. */
function commands(socket: WebSocket) {
  let id = 0
  const waiting = new Map<number, (result: unknown) => void>()
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown }
    if (message.id !== undefined) waiting.get(message.id)?.(message.result)
  })
  return <T>(method: string, params: object = {}) =>
    new Promise<T>((resolve) => {
      id += 1
      waiting.set(id, resolve as (result: unknown) => void)
      socket.send(JSON.stringify({ id, method, params }))
    })
}

/** Megabytes of heap still in use after a full collection in process `pid`, or null. */
export async function heapAfterFullGc(pid: number | null): Promise<number | null> {
  if (pid === null) return null
  try {
    process.kill(pid, 'SIGUSR1')
  } catch {
    return null
  }
  const target = await inspectorTarget()
  if (!target) return null
  const socket = new WebSocket(target.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  try {
    const send = commands(socket)
    await send('HeapProfiler.collectGarbage')
    const { result } = await send<{ result: { value: number } }>('Runtime.evaluate', {
      expression: 'process.memoryUsage().heapUsed',
      returnByValue: true,
    })
    return result.value / (1024 * 1024)
  } finally {
    socket.close()
  }
}
