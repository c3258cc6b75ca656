'use client'

import { usePathname } from 'next/navigation'

/** The path the visitor asked for, as they typed it. */
export function CurrentPath() {
  const pathname = usePathname()
  let readable = pathname
  try {
    readable = decodeURI(pathname)
  } catch {}
  return <code className="rounded bg-white px-1">{readable}</code>
}
