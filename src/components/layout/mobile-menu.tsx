'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { Icon } from '@/components/icon'
import { IntentLink } from '@/i18n/intent-link'

import type { ShownMenuGroup } from './menu'
import { NavAnchor } from './nav-anchor'

type Props = { groups: ShownMenuGroup[]; phone: string }

/** The full-screen menu of small screens, with expandable groups and a phone link. */
export function MobileMenu({ groups, phone }: Props) {
  const t = useTranslations('menu')
  const id = useId()
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState<string | null>(null)

  const [seenPath, setSeenPath] = useState(pathname)
  if (seenPath !== pathname) {
    setSeenPath(pathname)
    setOpen(false)
  }
  const trigger = useRef<HTMLButtonElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    document.body.style.overflow = open ? 'hidden' : ''
    // Into the menu once it is open, so that Escape and Tab work at once.
    if (open) closeButton.current?.focus()
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
        className="rounded p-2"
      >
        <span className="sr-only">{t('open')}</span>
        <Icon name="menu" />
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
        {/* Its content is made only when opened: a closed menu costs the page nothing. */}
        {open ? (
          <>
            <div className="flex justify-end">
              <button
                ref={closeButton}
                type="button"
                onClick={close}
                className="rounded p-2 text-lg"
              >
                <span aria-hidden>✕</span>
                <span className="sr-only">{t('close')}</span>
              </button>
            </div>
            <nav aria-label={t('main')}>
              <ul className="divide-y divide-neutral-100">
                {groups.map((group) => (
                  <li key={group.label} className="py-2">
                    <div className="flex items-center justify-between">
                      <NavAnchor
                        link={group}
                        onClick={() => setOpen(false)}
                        className="py-2 text-lg font-semibold"
                      />
                      {group.children.length ? (
                        <button
                          type="button"
                          aria-expanded={expanded === group.label}
                          onClick={() => setExpanded(expanded === group.label ? null : group.label)}
                          className="rounded px-3 py-2"
                        >
                          <span aria-hidden>{expanded === group.label ? '−' : '+'}</span>
                          <span className="sr-only">{t('expand', { label: group.label })}</span>
                        </button>
                      ) : null}
                    </div>
                    {group.children.length && expanded === group.label ? (
                      <ul className="pb-2 pl-4">
                        {group.children.map((child) => (
                          <li key={child.label}>
                            <IntentLink
                              href={child.path}
                              onClick={() => setOpen(false)}
                              className="block py-2"
                            >
                              {child.label}
                            </IntentLink>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            </nav>
            <a
              href={`tel:${phone.replace(/\s/g, '')}`}
              className="mt-6 block rounded bg-brand px-4 py-3 text-center text-white"
            >
              {t('call', { phone })}
            </a>
          </>
        ) : null}
      </div>
    </div>
  )
}
