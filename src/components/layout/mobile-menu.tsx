'use client'

import { usePathname } from 'next/navigation'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'

import { Icon, icons } from '@/components/icon'

import type { ShownMenuGroup } from './menu'

const loadPanel = () => import('./mobile-menu-panel')
const MobileMenuPanel = lazy(loadPanel)

/** The texts of the button and of the panel, made on the server. */
export type MobileMenuTexts = {
  open: string
  close: string
  main: string
  /** "Call us" with the phone number. */
  call: string
  /** "Expand" for each group, by its label. */
  expand: Record<string, string>
}

type Props = { groups: ShownMenuGroup[]; phone: string; texts: MobileMenuTexts }

/** The full-screen menu of small screens: its button, and its panel once opened. */
export function MobileMenu({ groups, phone, texts }: Props) {
  const id = useId()
  const pathname = usePathname()
  const [open, setOpen] = useState(false)

  const [seenPath, setSeenPath] = useState(pathname)
  if (seenPath !== pathname) {
    setSeenPath(pathname)
    setOpen(false)
  }
  const trigger = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    document.body.style.overflow = open ? 'hidden' : ''
    return () => {
      document.body.style.overflow = ''
    }
  }, [open])
  const close = () => {
    setOpen(false)
    trigger.current?.focus()
  }

  return (
    <div className="lg:hidden">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen(true)}
        // Its panel's script is on its way from the first touch or focus.
        onPointerDown={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="rounded p-2"
      >
        <span className="sr-only">{texts.open}</span>
        <Icon d={icons.menu} />
      </button>
      <div
        id={`${id}-menu`}
        role="dialog"
        aria-modal="true"
        aria-label={texts.main}
        hidden={!open}
        onKeyDown={(event) => event.key === 'Escape' && close()}
        className="fixed inset-0 z-50 overflow-y-auto bg-white p-4"
      >
        {/* Its content comes with its own script once opened: a closed menu costs the page
            nothing, not even on its first load. */}
        {open ? (
          <Suspense fallback={null}>
            <MobileMenuPanel
              groups={groups}
              phone={phone}
              texts={texts}
              onClose={close}
              onChoose={() => setOpen(false)}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}
