import { getTranslation } from '@payloadcms/translations'
import type { CollectionConfig, GlobalConfig } from 'payload'

/**
 * Payload's admin puts some labels into texts without translating them first: the dashboard's
 * "create new" buttons and a list's sort buttons read "Create new [object Object]" for a label
 * given as { nl, fr, en }. A label given as a function is turned into words of the admin language
 * before that code sees it, so here every per-language label of a collection or global, its
 * fields, tabs and blocks becomes a function picking its language.
 */
type Node = Record<string, unknown>

const isPerLanguage = (label: unknown): label is Record<string, string> =>
  typeof label === 'object' && label !== null && !('$$typeof' in label)

const inAdminLanguage = (label: unknown) =>
  isPerLanguage(label)
    ? ({ i18n }: { i18n: Parameters<typeof getTranslation>[1] }) => getTranslation(label, i18n)
    : label

const nested = ['fields', 'tabs', 'blocks'] as const

function withWordLabels(node: Node): Node {
  const copy: Node = { ...node }
  if ('label' in node) copy.label = inAdminLanguage(node.label)
  if (isPerLanguage(node.labels)) {
    const labels = node.labels as Node
    copy.labels = {
      singular: inAdminLanguage(labels.singular),
      plural: inAdminLanguage(labels.plural),
    }
  }
  for (const key of nested) {
    const children = node[key]
    if (Array.isArray(children)) copy[key] = children.map((child) => withWordLabels(child as Node))
  }
  return copy
}

export const withAdminLabels = <T extends CollectionConfig | GlobalConfig>(config: T): T =>
  withWordLabels(config as unknown as Node) as unknown as T
