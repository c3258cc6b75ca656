'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'

import { Icon, icons } from '@/components/icon'

import type { ShownMenuGroup } from './menu'

const loadPanel = () => import('./mobile-menu-panel')
const MobileMenuPanel = lazy(loadPanel)

type Props = { groups: ShownMenuGroup[]; phone: string }

/** The full-screen menu of small screens: its button, and its panel once opened. */
export function MobileMenu({ groups, phone }: Props) {
  const t = useTranslations('menu')
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
        <span className="sr-only">{t('open')}</span>
        <Icon d={icons.menu} />
      </button>
      <div
        id={`${id}-menu`}
        role="dialog"
        aria-modal="true"
        aria-label={t('main')}
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
              onClose={close}
              onChoose={() => setOpen(false)}
            />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}
