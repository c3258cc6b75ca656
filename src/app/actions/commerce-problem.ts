import { CommerceError } from '@/commerce/provider'
import { log } from '@/lib/log'

/**
 * What a failed commerce call tells the shopper: the backend's own words when it has them, the
 * translation of its problem code when `known` lists it, else that something went wrong (and
 * the error goes to the log).
 */
export function problemMessage(
  error: unknown,
  t: (key: string) => string,
  known: ReadonlySet<string>,
  what: string,
): string {
  if (error instanceof CommerceError && error.text) return error.text
  if (error instanceof CommerceError && known.has(error.code)) return t(error.code)
  log().error({ err: error }, what)
  return t('failed')
}
