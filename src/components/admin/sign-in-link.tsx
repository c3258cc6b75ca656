'use client'

import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'
import { type FormEvent, useState } from 'react'

import {
  SIGN_IN_LINK_PARAM,
  staffAuthTexts as texts,
} from '@/collections/Admins/sign-in-link-texts'
import { useHydrated } from '@/components/forms/use-hydrated'
import { localeOr } from '@/i18n/locales'

type Answer = { message?: string; errors?: { message?: string }[] }

/**
 * Under the admin's sign-in form: "E-mail me a sign-in link", and, opened from such a mail, the
 * button that signs in with it (docs/adr/0018). The link's page only shows the button, so that a
 * mail scanner fetching it uses nothing up.
 */
export function SignInLink() {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const language = localeOr(i18n.language)
  const token = useSearchParams().get(SIGN_IN_LINK_PARAM)
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const [notice, setNotice] = useState<{ text: string; problem: boolean } | null>(null)

  async function post(path: string, body: object): Promise<{ ok: boolean; answer: Answer }> {
    setBusy(true)
    try {
      const response = await fetch(`${config.routes.api}/admins/${path}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { ok: response.ok, answer: await response.json().catch(() => ({})) }
    } catch {
      return { ok: false, answer: {} }
    } finally {
      setBusy(false)
    }
  }

  const problem = (answer: Answer) =>
    setNotice({ text: answer.errors?.[0]?.message ?? texts.failed[language], problem: true })

  async function signInWithLink() {
    const { ok, answer } = await post('sign-in-link/use', { token })
    if (ok) window.location.assign(config.routes.admin)
    else problem(answer)
  }

  async function requestLink(event: FormEvent) {
    event.preventDefault()
    const { ok, answer } = await post('sign-in-link', { email })
    if (ok) setNotice({ text: answer.message ?? texts.sent[language], problem: false })
    else problem(answer)
  }

  const shown = notice && (
    <p role={notice.problem ? 'alert' : 'status'} style={{ marginTop: '1rem' }}>
      {notice.text}
    </p>
  )

  if (token)
    return (
      <div style={{ marginTop: '2rem' }}>
        <p>{texts.use[language]}</p>
        <Button type="button" onClick={signInWithLink} disabled={busy || !hydrated}>
          {texts.signIn[language]}
        </Button>
        {shown}
      </div>
    )

  return (
    <div style={{ marginTop: '2rem' }}>
      {open ? (
        <form onSubmit={requestLink}>
          <p>{texts.intro[language]}</p>
          <div className="field-type email">
            <label className="field-label" htmlFor="sign-in-link-email">
              {texts.email[language]}
            </label>
            <input
              id="sign-in-link-email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
          </div>
          <Button type="submit" buttonStyle="secondary" disabled={busy || !hydrated}>
            {texts.send[language]}
          </Button>
        </form>
      ) : (
        <Button
          type="button"
          buttonStyle="secondary"
          onClick={() => setOpen(true)}
          disabled={!hydrated}
        >
          {texts.request[language]}
        </Button>
      )}
      {shown}
    </div>
  )
}
