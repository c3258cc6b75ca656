import { describe, expect, it } from 'vitest'

import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'
import nl from '@/i18n/messages/nl.json'

type Messages = { [key: string]: string | Messages }

function flatten(messages: Messages, prefix = ''): Record<string, string> {
  return Object.entries(messages).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof value === 'string'
      ? { ...all, [path]: value }
      : { ...all, ...flatten(value, path) }
  }, {})
}

const catalogues = { nl: flatten(nl), fr: flatten(fr), en: flatten(en) }
const allKeys = [...new Set(Object.values(catalogues).flatMap(Object.keys))].sort()

describe('message catalogues', () => {
  it.each(Object.entries(catalogues))('%s has every key', (_, messages) => {
    expect(Object.keys(messages).sort()).toEqual(allKeys)
  })

  it.each(Object.entries(catalogues))('%s has no empty text', (_, messages) => {
    const empty = Object.entries(messages).filter(([, text]) => text.trim() === '')
    expect(empty).toEqual([])
  })
})
