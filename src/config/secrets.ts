/** Secrets the server cannot run without in production. */
export const requiredSecrets = ['PAYLOAD_SECRET', 'AUTH_SECRET'] as const
export const MIN_SECRET_LENGTH = 32

type Env = Record<string, string | undefined>

/** Names of required secrets that are unset or too short to be safe. */
export function weakOrMissingSecrets(env: Env): string[] {
  return requiredSecrets.filter((name) => (env[name]?.trim().length ?? 0) < MIN_SECRET_LENGTH)
}

export function secretsProblem(env: Env): string | null {
  const missing = weakOrMissingSecrets(env)
  if (missing.length === 0) return null
  return (
    `${missing.join(' and ')} must be set to a random value of ` +
    `at least ${MIN_SECRET_LENGTH} characters (for example: openssl rand -base64 48).`
  )
}
