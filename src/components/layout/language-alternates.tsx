'use client'

import { usePathname } from 'next/navigation'
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import type { RouteParams } from '@/i18n/paths'

/** A screen's route parameters in each language, for screens whose slug differs per language. */
export type ParamsByLocale = Record<Locale, RouteParams>

/** An editor's page has an address per language instead: the whole path (without prefix). */
export type PathsByLocale = Record<Locale, string>

type Registered = { path: string; params?: ParamsByLocale; paths?: PathsByLocale }
type Registry = { registered: Registered | null; register: (entry: Registered | null) => void }

const AlternatesContext = createContext<Registry>({ registered: null, register: () => {} })

/** Lets a screen in the page tell the language switcher in the header its other-language slugs. */
export function LanguageAlternatesProvider({ children }: { children: ReactNode }) {
  const [registered, register] = useState<Registered | null>(null)
  return <AlternatesContext value={{ registered, register }}>{children}</AlternatesContext>
}

/** Gives the language switcher this screen's parameters (or paths) in every language; shows nothing. */
export function LanguageAlternates(props: { params: ParamsByLocale } | { paths: PathsByLocale }) {
  const { register } = useContext(AlternatesContext)
  const path = usePathname()
  const serialized = JSON.stringify(props)
  useEffect(() => {
    register({ path, ...JSON.parse(serialized) })
    return () => register(null)
  }, [path, serialized, register])
  return null
}

/** The current screen's parameters in `locale`, when the screen gave them (else null). */
export function useAlternateParams(): ((locale: Locale) => RouteParams) | null {
  const { registered } = useContext(AlternatesContext)
  const path = usePathname()
  // A screen left behind by a client-side navigation may not have unregistered yet.
  if (!registered?.params || registered.path !== path) return null
  const { params } = registered
  return (locale) => params[locale]
}

/** The current page's own path in `locale`, when it is an editor's page (else null). */
export function useAlternatePaths(): PathsByLocale | null {
  const { registered } = useContext(AlternatesContext)
  const path = usePathname()
  if (!registered?.paths || registered.path !== path) return null
  return registered.paths
}
