/**
 * Empty on purpose: without a hook of its own, Next.js builds this app (whose workspace root is
 * the repository) with the shop's `src/instrumentation.ts`.
 */
export function register() {}
