import { type Config, defaultLoggerOptions as prettyDestination } from 'payload'
import { type Logger, pino } from 'pino'

type LoggerSetting = Extract<NonNullable<Config['logger']>, { options: unknown }>
type LogMethod = NonNullable<NonNullable<LoggerSetting['options']['hooks']>['logMethod']>

const ERROR_LEVEL = 50

const clientError = (entry: unknown): { status: number; message: string } | null => {
  const err = (entry as { err?: { status?: unknown; message?: unknown } } | null)?.err
  const status = err?.status
  return typeof status === 'number' && status >= 400 && status < 500
    ? { status, message: String(err?.message ?? '') }
    : null
}

/**
 * Payload logs every error a REST request ends in, with its stack, at the level its class name
 * has in `loggingLevels` ("error" for names it does not know, and class names do not survive a
 * minified build). A client error (401, 403, 404, ...) is expected: it is logged at "info" (or
 * the lower level asked) as its status and message, without a stack.
 */
const clientErrorsBrief: LogMethod = function (args, method, level) {
  const client = clientError(args[0])
  if (!client) return method.apply(this, args)
  const brief = { status: client.status, msg: client.message }
  if (level >= ERROR_LEVEL) return this.info(brief)
  return method.apply(this, [brief])
}

/**
 * Payload's logger: JSON lines in production (for a log collector), Payload's readable coloured
 * lines in development. `destination` replaces standard output (the tests read the log).
 */
export function payloadLogger({
  production = process.env.NODE_ENV === 'production',
  destination,
}: { production?: boolean; destination?: LoggerSetting['destination'] } = {}): LoggerSetting {
  return {
    options: { level: 'info', hooks: { logMethod: clientErrorsBrief } },
    destination: destination ?? (production ? undefined : prettyDestination),
  }
}

/**
 * A logger for the shop's own lines, in the form Payload's take: one JSON object per line in
 * production, readable coloured lines in development. Errors go under `err` (with their stack).
 */
export function createLog(setting = payloadLogger()): Logger {
  return pino({ ...setting.options, name: 'shop' }, setting.destination)
}

let shared: Logger | undefined

export const log = (): Logger => (shared ??= createLog())
