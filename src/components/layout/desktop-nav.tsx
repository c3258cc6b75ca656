'use client'

import { type MouseEvent, useState } from 'react'

import type { ShownMenuGroup } from './menu'
import { NavAnchor } from './nav-anchor'

const openClasses = 'group-focus-within:visible group-hover:visible'

/**
 * The header menu on wide screens: each group opens on hover or keyboard focus. Choosing a link
 * closes its group: the header stays on screen across navigations, and the pointer resting on
 * the group (or the focus left on the link) would otherwise keep the dropdown over the new page.
 * The group opens again once the pointer leaves it or the focus comes back to it.
 */
export function DesktopNav({ groups, label }: { groups: ShownMenuGroup[]; label: string }) {
  const [closed, setClosed] = useState<string | null>(null)

  const close = (group: string) => (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest('a')) return
    setClosed(group)
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  }
  const reopen = () => setClosed(null)

  return (
    <nav aria-label={label} className="hidden border-t border-neutral-100 lg:block">
      <ul className="mx-auto flex max-w-6xl gap-6 px-4 text-sm font-medium">
        {groups.map((group) => (
          <li
            key={group.label}
            className="group relative py-3"
            onClick={close(group.label)}
            onPointerLeave={reopen}
            onFocus={reopen}
          >
            <NavAnchor link={group} className="hover:text-brand" />
            {group.children.length ? (
              <ul
                className={`invisible absolute top-full left-0 z-30 min-w-52 rounded-b-lg bg-white py-2 shadow-lg ${closed === group.label ? '' : openClasses}`}
              >
                {group.children.map((child) => (
                  <li key={child.label}>
                    <NavAnchor link={child} className="block px-4 py-2 hover:bg-cream" />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  )
}
