import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { log } from '@/logging/log'

import { afterCommit } from '@/database/after-commit'
import { retryDelayMs } from './retry-delay'
import { type Mail, sendMail } from './transport'

/**
 * The shop's e-mails go through the `mail-outbox` collection: written in the transaction of the
 * change they tell of, sent once it commits, and sent again with growing pauses while the mail
 * server fails (the job runner, src/jobs/job-runner.ts, tries what is due). A message is claimed
 * with a conditional update before it is sent, so two servers never send it both.
 */

/** A claimed message is left to its sender this long; then it counts as failed. */
const CLAIM_SECONDS = 15 * 60

type StoredAttachment = {
  filename?: string
  contentType?: string
  content: string
  encoding: 'base64'
}
type StoredMail = Omit<Mail, 'attachments'> & { attachments?: StoredAttachment[] }

type Address = string | { address: string }
const recipientsOf = (to: Mail['to']): string =>
  ([] as Address[])
    .concat((to ?? []) as Address[])
    .map((recipient) => (typeof recipient === 'string' ? recipient : recipient.address))
    .join(', ')

function storable({ attachments, ...mail }: Mail): StoredMail {
  return {
    ...mail,
    ...(attachments && {
      attachments: attachments.map((file) => ({
        filename: typeof file.filename === 'string' ? file.filename : undefined,
        contentType: file.contentType,
        content: Buffer.from(file.content as Buffer | string).toString('base64'),
        encoding: 'base64',
      })),
    }),
  }
}

/**
 * Queues `mail` in `req`'s transaction (or on its own without one), already claimed by this
 * process, and sends it after the commit, before the request ends; should that fail, the job
 * runner tries again later.
 */
export async function queueMail(
  payload: Payload,
  req: PayloadRequest | undefined,
  mail: Mail,
): Promise<void> {
  const doc = await payload.create({
    collection: 'mail-outbox',
    req,
    overrideAccess: true,
    depth: 0,
    data: {
      recipient: recipientsOf(mail.to),
      subject: String(mail.subject ?? ''),
      message: storable(mail) as Record<string, unknown>,
      attempts: 1,
      nextAttemptAt: new Date(Date.now() + CLAIM_SECONDS * 1000).toISOString(),
    },
  })
  const claimed = { id: doc.id, message: doc.message as StoredMail, attempts: 1 }
  // The request waits for the mail server, not for the database: its mark is written after.
  await afterCommit(payload, req, async () => {
    const marked = await attempt(payload, claimed).catch((error: unknown) => {
      log().error({ err: error, mail: doc.id }, 'Queued e-mail not delivered yet')
      return { sent: false, written: Promise.resolve() }
    })
    void marked.written
  })
}

type Claimed = { id: number; message: StoredMail; attempts: number }

/**
 * Sends one claimed message; `written` settles once it is marked sent, or its next attempt set.
 * A failed mark is logged: the message stays claimed and goes again once its claim runs out.
 */
async function attempt(
  payload: Payload,
  { id, message, attempts }: Claimed,
): Promise<{ sent: boolean; written: Promise<void> }> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const write = (query: ReturnType<typeof sql>) =>
    db.execute(query).then(
      () => {},
      (error: unknown) => log().error({ err: error, mail: id }, 'E-mail state not saved'),
    )
  try {
    await sendMail(message as Mail)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    log().warn({ mail: id, attempts }, `E-mail not sent: ${reason}`)
    const waitSeconds = retryDelayMs(attempts) / 1000
    return {
      sent: false,
      written: write(sql`
        UPDATE mail_outbox
           SET next_attempt_at = now() + make_interval(secs => ${waitSeconds}),
               last_error = ${reason.slice(0, 500)}, updated_at = now()
         WHERE id = ${id}`),
    }
  }
  return {
    sent: true,
    written: write(sql`
      UPDATE mail_outbox SET sent_at = now(), last_error = NULL, updated_at = now()
       WHERE id = ${id}`),
  }
}

/** A sender for code that takes one: queues each message on its own. */
export const queuedMail =
  (payload: () => Promise<Payload>) =>
  async (mail: Mail): Promise<void> =>
    queueMail(await payload(), undefined, mail)

/**
 * Sends the queued messages due by `dueBy` (now unless said; or only message `id`), at most
 * `limit`: each is claimed first, then marked sent, or given its next attempt after a pause
 * that grows.
 */
export async function deliverQueuedMail(
  payload: Payload,
  { id, limit = 20, dueBy }: { id?: number; limit?: number; dueBy?: Date } = {},
): Promise<{ sent: number; failed: number }> {
  const due = (dueBy ?? new Date()).toISOString()
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const { rows } = await db.execute<{ id: number; message: StoredMail; attempts: string }>(sql`
    UPDATE mail_outbox
       SET attempts = attempts + 1,
           next_attempt_at = now() + make_interval(secs => ${CLAIM_SECONDS}),
           updated_at = now()
     WHERE id IN (
       SELECT id FROM mail_outbox
        WHERE sent_at IS NULL AND next_attempt_at <= ${due}::timestamptz
          AND (${id ?? null}::integer IS NULL OR id = ${id ?? null}::integer)
        ORDER BY next_attempt_at
        LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
 RETURNING id, message, attempts`)
  let sent = 0
  for (const row of rows) {
    const result = await attempt(payload, { ...row, attempts: Number(row.attempts) })
    await result.written
    if (result.sent) sent++
  }
  return { sent, failed: rows.length - sent }
}
