/** The young generation's half, in MB: Node.js 20 takes 16 on a 64-bit machine. */
export const SEMI_SPACE_MB = 32

/**
 * The Node.js flags the shop's server runs with. V8's young generation, where each request's
 * short-lived objects live, is twice Node.js's default: its collections took 13 % of the
 * server's time under load (docs/adr/0037). An operator's own `--max-semi-space-size` in
 * NODE_OPTIONS wins.
 */
export function serverFlags(nodeOptions = ''): string[] {
  return /--max-semi-space-size\b/.test(nodeOptions)
    ? []
    : [`--max-semi-space-size=${SEMI_SPACE_MB}`]
}
