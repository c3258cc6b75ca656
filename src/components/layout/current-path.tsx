'use client'

import { usePathname } from 'next/navigation'

import { readablePath } from '@/lib/readable-path'

/** The path the visitor asked for, as they typed it. */
export function CurrentPath() {
  return <code className="rounded bg-white px-1">{readablePath(usePathname())}</code>
}
