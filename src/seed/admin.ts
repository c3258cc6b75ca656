import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com'

/** Creates the first admin when there is none; its password is shown once, here. */
export async function seedAdmin(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'admins' })
  if (totalDocs > 0) return

  const email = process.env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD || randomBytes(12).toString('base64url')
  await payload.create({ collection: 'admins', data: { email, password, name: 'Admin' } })

  const shown = process.env.ADMIN_PASSWORD ? '(the value of ADMIN_PASSWORD)' : password
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
