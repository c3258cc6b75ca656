'use client'

import { useRouter } from 'next/navigation'
import { signIn } from 'next-auth/react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { announceCartCount } from '@/components/layout/visitor'
import { FormEnd } from '@/components/forms/form-end'

/**
 * Opened from a mailed sign-in link: one button signs in with its token, so that a mail scanner
 * that fetches the page uses nothing up (docs/adr/0018).
 */
export function SignInLinkButton({ token, returnTo }: { token: string; returnTo: string }) {
  const t = useTranslations('auth')
  const router = useRouter()
  const [submitting, setSubmitting] = useState(false)
  const [refused, setRefused] = useState(false)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setSubmitting(true)
    const result = await signIn('sign-in-link', { token, redirect: false })
    setSubmitting(false)
    if (!result?.ok || result.error) {
      setRefused(true)
      return
    }
    void announceCartCount()
    router.replace(returnTo)
    router.refresh()
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <p>{t('linkUse')}</p>
      <FormEnd
        problem={refused ? t('problems.reset-link-invalid') : null}
        submitting={submitting}
        label={t('linkSignIn')}
      />
    </form>
  )
}
