'use client'

import { useEffect, useRef, useState } from 'react'

import type { ShownMenuGroup } from './menu'
import type { MobileMenuTexts } from './mobile-menu'
import { NavAnchor } from './nav-anchor'

type Props = {
  groups: ShownMenuGroup[]
  phone: string
  texts: MobileMenuTexts
  /** Closes the menu and gives the focus back to its button. */
  onClose: () => void
  /** Closes the menu for a link that was chosen. */
  onChoose: () => void
}

/** The open menu of small screens: expandable groups and a phone link. */
export default function MobileMenuPanel({ groups, phone, texts, onClose, onChoose }: Props) {
  const [expanded, setExpanded] = useState<string | null>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  // Into the menu once it is open, so that Escape and Tab work at once.
  useEffect(() => closeButton.current?.focus(), [])

  return (
    <>
      <div className="flex justify-end">
        <button ref={closeButton} type="button" onClick={onClose} className="rounded p-2 text-lg">
          <span aria-hidden>✕</span>
          <span className="sr-only">{texts.close}</span>
        </button>
      </div>
      <nav aria-label={texts.main}>
        <ul className="divide-y divide-neutral-100">
          {groups.map((group) => (
            <li key={group.label} className="py-2">
              <div className="flex items-center justify-between">
                <NavAnchor link={group} onClick={onChoose} className="py-2 text-lg font-semibold" />
                {group.children.length ? (
                  <button
                    type="button"
                    aria-expanded={expanded === group.label}
                    onClick={() => setExpanded(expanded === group.label ? null : group.label)}
                    className="rounded px-3 py-2"
                  >
                    <span aria-hidden>{expanded === group.label ? '−' : '+'}</span>
                    <span className="sr-only">{texts.expand[group.label]}</span>
                  </button>
                ) : null}
              </div>
              {group.children.length && expanded === group.label ? (
                <ul className="pb-2 pl-4">
                  {group.children.map((child) => (
                    <li key={child.label}>
                      <NavAnchor link={child} onClick={onChoose} className="block py-2" />
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
        {texts.call}
      </a>
    </>
  )
}
