import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'

import { createLog, payloadLogger } from '@/logging/log'

function productionLog() {
  const lines: string[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean))
      done()
    },
  })
  return { log: createLog(payloadLogger({ production: true, destination })), lines }
}

describe('the shop’s own log lines in production', () => {
  it('are one JSON object per line, with the error’s message and stack under err', () => {
    const { log, lines } = productionLog()
    log.error({ err: new Error('connection reset'), change: 'add\nFORGED 1' }, 'Cart change failed')
    expect(lines).toHaveLength(1)
    const entry = JSON.parse(lines[0])
    expect(entry).toMatchObject({
      level: 50,
      name: 'shop',
      msg: 'Cart change failed',
      change: 'add\nFORGED 1',
      err: { type: 'Error', message: 'connection reset' },
    })
    expect(entry.err.stack).toContain('connection reset')
  })

  it('keep an informational line on one line whatever its text holds', () => {
    const { log, lines } = productionLog()
    log.info('E-mail to a@example.be\n{"level":50,"msg":"forged"}')
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0])).toMatchObject({ level: 30, name: 'shop' })
  })
})
