'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Inside the admin's live preview frame: tells the admin the page is ready, then reloads the
 * server-rendered draft each time the editor's document is saved (autosave included). Only
 * messages from this site's own admin count.
 */
export function RefreshOnSave() {
  const router = useRouter()
  useEffect(() => {
    const admin = window.parent !== window ? window.parent : window.opener
    admin?.postMessage({ type: 'payload-live-preview', ready: true }, window.location.origin)
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return
      if (event.data?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
