import { getTranslation } from '@payloadcms/translations'
import type { CollectionConfig, GlobalConfig, Plugin } from 'payload'

import { withUploadFieldLabels } from './upload-field-labels'

/**
 * Payload's admin puts some labels into texts without translating them first: the dashboard's
 * "create new" buttons and a list's sort buttons read "Create new [object Object]" for a label
 * given as { nl, fr, en }. A label given as a function is turned into words of the admin language
 * before that code sees it, so here the per-language labels of a collection or global, its fields
 * and blocks become functions picking the admin language. Tabs keep their objects: Payload calls a
 * tab's label function without the language.
 */
type Node = Record<string, unknown>
type I18n = Parameters<typeof getTranslation>[1]

/** For a caller that passes no language: the admin's fallback language. */
const fallback = { language: 'nl', fallbackLanguage: 'nl' } as unknown as I18n

const isPerLanguage = (label: unknown): label is Record<string, string> =>
  typeof label === 'object' && label !== null && !('$$typeof' in label)

/** The words a label function picks from, kept on it for the label completeness test. */
export const perLanguage = Symbol('perLanguage')

const inAdminLanguage = (label: unknown) =>
  isPerLanguage(label)
    ? Object.assign(({ i18n }: { i18n?: I18n }) => getTranslation(label, i18n ?? fallback), {
        [perLanguage]: label,
      })
    : label

function withWordLabels(node: Node, isTab = false): Node {
  const copy: Node = { ...node }
  if ('label' in node && !isTab) copy.label = inAdminLanguage(node.label)
  if (typeof node.labels === 'object' && node.labels !== null) {
    const { singular, plural } = node.labels as Node
    copy.labels = { singular: inAdminLanguage(singular), plural: inAdminLanguage(plural) }
  }
  for (const key of ['fields', 'tabs', 'blocks'] as const) {
    const children = node[key]
    if (Array.isArray(children))
      copy[key] = children.map((child) => withWordLabels(child as Node, key === 'tabs'))
  }
  return copy
}

export const withAdminLabels = <T extends CollectionConfig | GlobalConfig>(config: T): T =>
  withWordLabels(config as unknown as Node) as unknown as T

/** The same for every collection and global, those plugins add included; runs as the last plugin. */
export const adminLabelsPlugin: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    withAdminLabels(withUploadFieldLabels(collection)),
  ),
  globals: config.globals?.map(withAdminLabels),
})
