'use client'

import { useAuth } from '@payloadcms/ui'

import { initials } from '@/lib/initials'

/**
 * The account picture in the admin: the staff member's initials, drawn by the shop itself
 * (Payload's Gravatar picture comes from a third party the shop's security policy blocks).
 */
export function InitialsAvatar() {
  const { user } = useAuth<{ name?: string | null; email?: string }>()
  return (
    <span className="initials-avatar" aria-hidden="true">
      {initials(user?.name, user?.email)}
    </span>
  )
}
