import type { CollectionBeforeChangeHook, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { label } from '@/collections/labels'
import {
  localizedTexts,
  recordTextSources,
  withSourceBeside,
} from '@/collections/translatable-texts'
import {
  fingerprint,
  keyOfPath,
  plainText,
  staleKeys,
  type TextSources,
} from '@/content/translation-sources'

import { richText } from '../../support/rich-text'

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true, label: label('Titel', 'Titre', 'Title') },
  { name: 'sku', type: 'text' },
  {
    name: 'layout',
    type: 'blocks',
    label: label('Opbouw', 'Mise en page', 'Layout'),
    blocks: [
      {
        slug: 'text',
        fields: [
          {
            name: 'heading',
            type: 'text',
            localized: true,
            label: label('Kop', 'Titre', 'Heading'),
          },
          {
            name: 'body',
            type: 'richText',
            localized: true,
            label: label('Tekst', 'Texte', 'Text'),
          },
        ],
      },
    ],
  },
]

type HookArgs = Parameters<CollectionBeforeChangeHook>[0]
const save = (
  locale: string,
  data: Record<string, unknown>,
  originalDoc?: Record<string, unknown>,
) =>
  recordTextSources(fields)({
    data,
    originalDoc,
    req: { locale },
    operation: 'update',
  } as unknown as HookArgs) as Record<string, unknown> & { translation: { sources: TextSources } }

describe('the Dutch source of each translated text', () => {
  it('reads the words of a rich text, one paragraph a line', () => {
    expect(plainText(richText('Eerst bakken.', 'Dan rusten.'))).toBe('Eerst bakken.\nDan rusten.')
    expect(fingerprint(richText('Zelfde'))).toBe(fingerprint('Zelfde'))
    expect(fingerprint('Zelfde')).not.toBe(fingerprint('Anders'))
  })

  it('names block rows by their id, so reordering keeps each text', () => {
    const doc = {
      title: 'Pagina',
      layout: [
        { id: 'a1', blockType: 'text', heading: 'Eén' },
        { id: 'b2', blockType: 'text', heading: 'Twee', body: richText('Tekst') },
      ],
    }
    expect([...localizedTexts(fields, doc)].map(({ key, path }) => [key, path])).toEqual([
      ['title', 'title'],
      ['layout.a1.heading', 'layout.0.heading'],
      ['layout.b2.heading', 'layout.1.heading'],
      ['layout.b2.body', 'layout.1.body'],
    ])
    expect(keyOfPath(doc, 'layout.1.body')).toBe('layout.b2.body')
  })

  it('marks a translation stale when its Dutch text changes, and fresh once translated again', () => {
    const dutch = {
      title: 'Worst',
      layout: [{ id: 'a1', blockType: 'text', heading: 'Vers' }],
    }
    const first = save('nl', dutch).translation.sources
    const french = save(
      'fr',
      { title: 'Saucisse', layout: [{ id: 'a1', blockType: 'text', heading: 'Frais' }] },
      {
        translation: { sources: first },
      },
    ).translation.sources
    expect(staleKeys(french, 'fr')).toEqual([])

    const changed = save(
      'nl',
      { layout: [{ id: 'a1', blockType: 'text', heading: 'Vers gemaakt' }] },
      {
        ...dutch,
        translation: { sources: french },
      },
    ).translation.sources
    expect(staleKeys(changed, 'fr')).toEqual(['layout.a1.heading'])
    expect(staleKeys(changed, 'en')).toEqual([])

    const again = save(
      'fr',
      { layout: [{ id: 'a1', blockType: 'text', heading: 'Fait frais' }] },
      {
        layout: [{ id: 'a1', blockType: 'text', heading: 'Frais' }],
        translation: { sources: changed },
      },
    ).translation.sources
    expect(staleKeys(again, 'fr')).toEqual([])
  })

  it('takes translations saved before fingerprints were kept as made from the Dutch until then', () => {
    const legacy = {
      title: 'Worst',
      translation: { frSavedAt: '2026-11-01T10:00:00.000Z', sources: null },
    }
    const sources = save('nl', { title: 'Worst met look' }, legacy).translation.sources
    expect(staleKeys(sources, 'fr')).toEqual(['title'])
    // Never saved in English: nothing was translated from the old Dutch.
    expect(staleKeys(sources, 'en')).toEqual([])
  })

  it('puts the source under every localized text, in blocks too, and nowhere else', () => {
    const [title, sku, layout] = withSourceBeside(fields) as [
      Field,
      Field,
      Field & { blocks: { fields: Field[] }[] },
    ]
    const under = (field: Field) =>
      (field.admin?.components as { afterInput?: string[] } | undefined)?.afterInput
    expect(under(title)).toEqual(['@/components/admin/translation-source#TranslationSource'])
    expect(under(sku)).toBeUndefined()
    expect(layout.blocks[0].fields.map(under)).toEqual([
      ['@/components/admin/translation-source#TranslationSource'],
      ['@/components/admin/translation-source#TranslationSource'],
    ])
  })
})
