import type { SendMailOptions } from 'nodemailer'

import { escapeControlCharacters as escape } from '@/logging/escape-control-characters'

type Mail = Pick<SendMailOptions, 'to' | 'subject' | 'text' | 'html'>
type Recipient = string | { address: string }

const recipients = (to: Mail['to']): string[] =>
  ([] as Recipient[])
    .concat(to ?? [])
    .map((recipient) => (typeof recipient === 'string' ? recipient : recipient.address))

const bodyOf = (mail: Mail) => String(mail.text ?? mail.html ?? '')

/**
 * What the log says of an e-mail not sent because SMTP_URL is unset: that it was written, to
 * whom and its subject. The body holds reset links and tokens, so it is printed only when
 * `logBodies` (MAIL_LOG_BODIES=true, for development) asks for it.
 */
export function unsentMailLog(mail: Mail, logBodies: boolean): string {
  const to = recipients(mail.to).map(escape).join(', ')
  const line = `E-mail to ${to}, "${escape(String(mail.subject ?? ''))}" (not sent: SMTP_URL is unset)`
  if (!logBodies) return line
  return [
    line,
    ...bodyOf(mail)
      .split('\n')
      .map((text) => `  ${escape(text)}`),
  ].join('\n')
}
