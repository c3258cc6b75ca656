import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com'

type Env = Record<string, string | undefined>

export const NO_ADMIN_PASSWORD =
  'Refusing to start in production: there is no admin account yet. Set ADMIN_EMAIL and ' +
  'ADMIN_PASSWORD for this first start; production logs never show a password.'

/**
 * Creates the first admin when there is none. Its password is ADMIN_PASSWORD; in development,
 * without one, a generated password is shown once, here. Production never generates one: it
 * would have to be printed in the server's log.
 */
export async function seedAdmin(payload: Payload, env: Env = process.env): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'admins' })
  if (totalDocs > 0) return

  const production = env.NODE_ENV === 'production'
  if (production && !env.ADMIN_PASSWORD) throw new Error(NO_ADMIN_PASSWORD)
  const email = env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL
  const password = env.ADMIN_PASSWORD || randomBytes(12).toString('base64url')
  await payload.create({ collection: 'admins', data: { email, password, name: 'Admin' } })

  if (production) {
    console.log(`Admin account ${email} created, with the password in ADMIN_PASSWORD.`)
    return
  }
  const shown = env.ADMIN_PASSWORD ? '(the value of ADMIN_PASSWORD)' : password
  console.log(
    [
      '',
      '┌ Admin account created ─────────────────────────────',
      `│ e-mail:   ${email}`,
      `│ password: ${shown}`,
      '│ Sign in at /admin. This password is shown only once.',
      '└────────────────────────────────────────────────────',
      '',
    ].join('\n'),
  )
}
