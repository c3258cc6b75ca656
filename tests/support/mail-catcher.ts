import { simpleParser } from 'mailparser'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** An attached file, its content in base64 (the end-to-end mailbox serves messages as JSON). */
export type CaughtAttachment = { filename: string; contentType: string; content: string }

export type CaughtMail = {
  to: string[]
  subject: string
  text: string
  html: string
  attachments: CaughtAttachment[]
}

/** A local SMTP server that keeps every message it receives, for tests to read. */
export async function startMailCatcher(port = 0) {
  const messages: CaughtMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream).then(
        (mail) => {
          messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            attachments: mail.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content.toString('base64'),
            })),
          })
          done()
        },
        (error: Error) => done(error),
      )
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: listening } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${listening}`,
    messages,
    /** The messages sent to one address, newest last. */
    to: (address: string) => messages.filter((mail) => mail.to.includes(address.toLowerCase())),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
