const MINUTE = 60_000
const LONGEST = 60 * MINUTE

/**
 * How long an e-mail waits after its `attempts`-th failed attempt: 1, 2, 4, 8 … minutes, at most
 * an hour, so that a mail server down for a day gets an attempt every hour and no message is
 * given up.
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), LONGEST)
}
