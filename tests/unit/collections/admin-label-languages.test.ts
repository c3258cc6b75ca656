/**
 * Every word the admin shows for the shop's collections, globals, fields, blocks, rows, options,
 * descriptions, groups and tabs exists in Dutch, French and English. Payload names a field
 * without a label after its name, in English ("Payment Mail Sent"); such a field fails here.
 */
import config from '@payload-config'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { nl } from '@payloadcms/translations/languages/nl'
import type { Block, Field, SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { perLanguage } from '@/collections/admin-labels'

const languages = { nl, fr, en }
type Language = keyof typeof languages

/** Payload's own words, with those its plugins add, as the admin looks them up. */
function payloadWords(sanitized: SanitizedConfig, language: Language, key: string) {
  const [namespace, name] = key.split(':')
  const own = languages[language].translations as Record<string, Record<string, string>>
  const added = (sanitized.i18n.translations?.[language] ?? {}) as Record<
    string,
    Record<string, string>
  >
  return added[namespace]?.[name] ?? own[namespace]?.[name]
}

/** What is wrong with one text the admin shows, or null. */
function problem(sanitized: SanitizedConfig, text: unknown): string | null {
  if (text === undefined) return 'no label'
  if (typeof text === 'string') return `"${text}" in one language`
  if (typeof text === 'function') {
    const words = (text as { [perLanguage]?: unknown })[perLanguage]
    if (words) return problem(sanitized, words)
    // Payload's own labels look their words up: ({ t }) => t('general:createdAt').
    for (const language of Object.keys(languages) as Language[]) {
      const missing: string[] = []
      const t = (key: string) => payloadWords(sanitized, language, key) ?? missing.push(key)
      text({ t, i18n: { language, fallbackLanguage: 'none', t } })
      if (missing.length > 0) return `Payload has no ${language} words for ${missing.join(', ')}`
    }
    return null
  }
  if (typeof text === 'object' && text !== null) {
    const missing = (['nl', 'fr', 'en'] as const).filter(
      (language) => !(text as Record<string, unknown>)[language],
    )
    return missing.length > 0 ? `no ${missing.join(', ')}` : null
  }
  return `unexpected ${typeof text}`
}

type Check = (where: string, text: unknown) => void

/** Payload's own bookkeeping fields, never shown in the admin with their name. */
const bookkeeping = new Set(['id', 'blockName'])

function checkFields(fields: Field[], where: string, check: Check) {
  for (const field of fields) {
    const name = 'name' in field ? field.name : field.type
    const here = `${where}.${name}`
    if ('hidden' in field && field.hidden === true) continue
    const admin = field.admin as Record<string, unknown> | undefined
    if (admin?.disabled) continue
    // Neither a column, a filter nor on the edit screen: the admin never names it.
    if (admin?.hidden && admin.disableListColumn && admin.disableListFilter) continue
    if ('name' in field && bookkeeping.has(field.name)) continue
    // A group without a name may still carry a heading.
    const headed = field.type === 'collapsible' || (field.type === 'group' && 'label' in field)
    if ('name' in field || headed) {
      const text = 'label' in field ? field.label : undefined
      if (text !== false) check(here, text)
    }
    if (field.admin && 'description' in field.admin && field.admin.description)
      check(`${here} (description)`, field.admin.description)
    if (field.type === 'array' || field.type === 'blocks') {
      check(`${here} (one row)`, field.labels?.singular)
      check(`${here} (rows)`, field.labels?.plural)
    }
    if (field.type === 'select' || field.type === 'radio') {
      for (const option of field.options) {
        const value = typeof option === 'string' ? option : option.value
        check(`${here} option ${value}`, typeof option === 'string' ? option : option.label)
      }
    }
    if ('fields' in field) checkFields(field.fields, here, check)
    if (field.type === 'tabs') {
      field.tabs.forEach((tab, index) => {
        const tabWhere = `${here}[${'name' in tab ? tab.name : index}]`
        check(`${tabWhere} (tab)`, tab.label)
        if (tab.description) check(`${tabWhere} (tab description)`, tab.description)
        checkFields(tab.fields, tabWhere, check)
      })
    }
    if (field.type === 'blocks') checkBlocks(field.blocks, here, check)
    if (field.type === 'richText') checkBlocks(richTextBlocks(field), here, check)
  }
}

function checkBlocks(blocks: Block[], where: string, check: Check) {
  for (const block of blocks) {
    const blockWhere = `${where}.${block.slug}`
    check(`${blockWhere} (block)`, block.labels?.singular)
    check(`${blockWhere} (blocks)`, block.labels?.plural)
    checkFields(block.fields, blockWhere, check)
  }
}

type BlocksFeature = { sanitizedServerFeatureProps?: { blocks?: Block[]; inlineBlocks?: Block[] } }

/** The blocks an editor places inside a rich text (Lexical's blocks feature), with their fields. */
function richTextBlocks(field: Field): Block[] {
  const editor = (field as { editor?: { editorConfig?: { resolvedFeatureMap?: unknown } } }).editor
  const features = editor?.editorConfig?.resolvedFeatureMap as
    | Map<string, BlocksFeature>
    | undefined
  const props = features?.get('blocks')?.sanitizedServerFeatureProps
  return [...(props?.blocks ?? []), ...(props?.inlineBlocks ?? [])]
}

/** Every text in nl, fr and en that is missing one, as "where: what is wrong". */
export function untranslatedLabels(sanitized: SanitizedConfig): string[] {
  const found: string[] = []
  const check: Check = (where, text) => {
    const wrong = problem(sanitized, text)
    if (wrong) found.push(`${where}: ${wrong}`)
  }
  for (const collection of sanitized.collections) {
    if (collection.admin?.hidden === true) continue
    check(`${collection.slug} (one)`, collection.labels.singular)
    check(`${collection.slug} (many)`, collection.labels.plural)
    if (collection.admin?.group) check(`${collection.slug} (group)`, collection.admin.group)
    if (collection.admin?.description)
      check(`${collection.slug} (description)`, collection.admin.description)
    checkFields(collection.fields, collection.slug, check)
  }
  for (const global of sanitized.globals) {
    if (global.admin?.hidden === true) continue
    check(global.slug, global.label)
    if (global.admin?.group) check(`${global.slug} (group)`, global.admin.group)
    if (global.admin?.description) check(`${global.slug} (description)`, global.admin.description)
    checkFields(global.fields, global.slug, check)
  }
  return found
}

describe('admin texts in Dutch, French and English', () => {
  it('names every collection, global, field, row, block, option and tab in the three languages', async () => {
    expect(untranslatedLabels(await config)).toEqual([])
  })

  it('finds a field without a label, an English-only label and a missing language', async () => {
    const sanitized = await config
    const orders = sanitized.collections.find((collection) => collection.slug === 'orders')!
    const broken = {
      ...sanitized,
      collections: [
        {
          ...orders,
          fields: [
            { name: 'paymentMailSent', type: 'checkbox', label: 'Payment Mail Sent' },
            { name: 'note', type: 'text', label: { nl: 'Notitie', en: 'Note' } },
            { name: 'kind', type: 'select', options: ['all', 'some'], label: orders.labels.plural },
            { name: 'lines', type: 'array', fields: [], label: orders.labels.plural },
          ],
        },
      ],
      globals: [],
    } as unknown as SanitizedConfig
    expect(untranslatedLabels(broken)).toEqual([
      'orders.paymentMailSent: "Payment Mail Sent" in one language',
      'orders.note: no fr',
      'orders.kind option all: "all" in one language',
      'orders.kind option some: "some" in one language',
      'orders.lines (one row): no label',
      'orders.lines (rows): no label',
    ])
  })

  it('looks into tabs, groups, blocks and the blocks placed inside a rich text', async () => {
    const sanitized = await config
    const posts = sanitized.collections.find((collection) => collection.slug === 'posts')!
    const words = posts.labels.plural
    const inText = { slug: 'quote', labels: { singular: words, plural: words }, fields: [] }
    const features = new Map([['blocks', { sanitizedServerFeatureProps: { blocks: [inText] } }]])
    const broken = {
      ...sanitized,
      collections: [
        {
          ...posts,
          fields: [
            {
              type: 'tabs',
              tabs: [
                {
                  label: words,
                  fields: [
                    {
                      name: 'extra',
                      type: 'group',
                      label: words,
                      fields: [{ name: 'time', type: 'text' }],
                    },
                  ],
                },
              ],
            },
            {
              name: 'layout',
              type: 'blocks',
              label: words,
              labels: { singular: words, plural: words },
              blocks: [
                {
                  slug: 'hero',
                  labels: { singular: 'Hero', plural: words },
                  fields: [{ name: 'prefix', type: 'text', label: 'Prefix' }],
                },
              ],
            },
            {
              name: 'content',
              type: 'richText',
              label: words,
              editor: { editorConfig: { resolvedFeatureMap: features } },
            },
          ],
        },
      ],
      globals: [],
    } as unknown as SanitizedConfig
    inText.fields = [{ name: 'author', type: 'text' }] as never
    expect(untranslatedLabels(broken)).toEqual([
      'posts.tabs[0].extra.time: no label',
      'posts.layout.hero (block): "Hero" in one language',
      'posts.layout.hero.prefix: "Prefix" in one language',
      'posts.content.quote.author: no label',
    ])
  })
})
