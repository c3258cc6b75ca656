'use client'

import {
  useConfig,
  useDocumentInfo,
  useFormFields,
  useLocale,
  useTranslation,
} from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import {
  isEmptyText,
  keyOfPath,
  plainText,
  staleKeys,
  type TextSources,
  valueAtPath,
} from '@/content/translation-sources'
import type { TranslatedLocale } from '@/content/translation-status'

const words = {
  nl: {
    nl: 'Nederlands:',
    fr: 'Frans:',
    en: 'Engels:',
    stale: 'Nederlandse tekst gewijzigd sinds deze vertaling',
  },
  fr: {
    nl: 'Néerlandais :',
    fr: 'Français :',
    en: 'Anglais :',
    stale: 'Texte néerlandais modifié depuis cette traduction',
  },
  en: {
    nl: 'Dutch:',
    fr: 'French:',
    en: 'English:',
    stale: 'Dutch text changed since this translation',
  },
}

type Doc = Record<string, unknown> & {
  translation?: { sources?: TextSources | null } & Record<string, unknown>
}

// The fields of one document share a read per language and save.
const reads = new Map<string, Promise<Doc | null>>()

function readDoc(url: string): Promise<Doc | null> {
  let read = reads.get(url)
  if (!read) {
    read = fetch(url, { credentials: 'include' })
      .then((response) => (response.ok ? (response.json() as Promise<Doc>) : null))
      .catch(() => null)
    reads.set(url, read)
  }
  return read
}

type Source = { language: 'nl' | TranslatedLocale; text: string; stale: boolean }

/**
 * Under a localized text while a translation is edited: the Dutch text of the field (or, when
 * there is none, that of the other language saved last), and a mark when the Dutch text changed
 * after this translation was saved. Nothing in Dutch.
 */
export function TranslationSource({ path }: { path: string }) {
  const { code } = useLocale()
  const { id, collectionSlug, lastUpdateTime } = useDocumentInfo()
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const translating = code === 'fr' || code === 'en'
  const target =
    translating && collectionSlug && id
      ? `${config.serverURL ?? ''}${config.routes.api}/${collectionSlug}/${id}`
      : null
  // What was found, for which document, language, save and field.
  const asked = `${target}|${code}|${lastUpdateTime}|${path}`
  const translation = useFormFields(([fields]) => fields[path]?.value)
  const [found, setFound] = useState<{ asked: string; source: Source } | null>(null)

  useEffect(() => {
    if (!target || (code !== 'fr' && code !== 'en')) return
    const url = (locale: string) =>
      `${target}?locale=${locale}&fallback-locale=none&draft=true&depth=0&at=${lastUpdateTime}`
    let live = true
    const other: TranslatedLocale = code === 'fr' ? 'en' : 'fr'
    void (async () => {
      const dutch = await readDoc(url('nl'))
      if (!dutch) return
      const at = (doc: Doc) => valueAtPath(doc, path)
      const stale = staleKeys(dutch.translation?.sources, code).includes(keyOfPath(dutch, path))
      let source: Source = { language: 'nl', text: plainText(at(dutch)), stale }
      if (isEmptyText(at(dutch)) && dutch.translation?.[`${other}SavedAt`]) {
        const translated = await readDoc(url(other))
        if (translated && !isEmptyText(at(translated)))
          source = { language: other, text: plainText(at(translated)), stale }
      }
      if (live) setFound({ asked, source })
    })()
    return () => {
      live = false
    }
  }, [target, code, lastUpdateTime, path, asked])

  const source = found?.asked === asked ? found.source : null
  // A text not translated yet is missing, not stale.
  const stale = Boolean(source?.stale) && !isEmptyText(translation)
  if (!source || (isEmptyText(source.text) && !stale)) return null
  const say = words[i18n.language as keyof typeof words] ?? words.nl
  return (
    <div
      className="translation-source"
      style={{ marginTop: 6, fontSize: 13, color: 'var(--theme-elevation-650)' }}
    >
      {isEmptyText(source.text) ? null : (
        <p style={{ margin: 0, whiteSpace: 'pre-line' }}>
          <strong>{say[source.language]}</strong> <span lang={source.language}>{source.text}</span>
        </p>
      )}
      {stale ? (
        <p
          className="translation-source__stale"
          role="status"
          style={{ margin: '4px 0 0', color: 'var(--theme-warning-750)', fontWeight: 600 }}
        >
          {say.stale}
        </p>
      ) : null}
    </div>
  )
}
