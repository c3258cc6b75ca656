import { type Logger, pino } from 'pino'

import { payloadLogger } from '@/config/logger'

/**
 * A logger for the shop's own lines, in the form Payload's take: one JSON object per line in
 * production, readable coloured lines in development. Errors go under `err` (with their stack).
 */
export function createLog(setting = payloadLogger()): Logger {
  return pino({ ...setting.options, name: 'shop' }, setting.destination)
}

let shared: Logger | undefined

export const log = (): Logger => (shared ??= createLog())
