'use client'

import { useRouter } from 'next/navigation'
import { signOut } from 'next-auth/react'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { announceCartCount } from '@/components/layout/visitor'

/** Ends the customer session as soon as the screen shows, then goes home. */
export function SignOut({ returnTo }: { returnTo: string }) {
  const t = useTranslations('auth')
  const router = useRouter()
  useEffect(() => {
    signOut({ redirect: false })
      .catch((error: unknown) => console.error('Sign-out failed', error))
      .finally(() => {
        void announceCartCount()
        router.replace(returnTo)
        router.refresh()
      })
  }, [returnTo, router])
  return <p role="status">{t('signingOut')}</p>
}
