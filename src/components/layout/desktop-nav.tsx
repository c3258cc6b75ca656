import { Link } from '@/i18n/navigation'

import type { MenuGroup } from './menu'

/** The header menu on wide screens: each group opens on hover or keyboard focus. */
export function DesktopNav({ groups, label }: { groups: MenuGroup[]; label: string }) {
  return (
    <nav aria-label={label} className="hidden border-t border-neutral-100 lg:block">
      <ul className="mx-auto flex max-w-6xl gap-6 px-4 text-sm font-medium">
        {groups.map((group) => (
          <li key={group.label} className="group relative py-3">
            <Link href={group.href} className="hover:text-brand">
              {group.label}
            </Link>
            {group.children.length ? (
              <ul className="invisible absolute top-full left-0 z-30 min-w-52 rounded-b-lg bg-white py-2 shadow-lg group-focus-within:visible group-hover:visible">
                {group.children.map((child) => (
                  <li key={child.label}>
                    <Link href={child.href} className="block px-4 py-2 hover:bg-cream">
                      {child.label}
                    </Link>
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
