import { pathnames } from '@/i18n/pathnames'

import { PREVIEW_SEGMENT } from './preview-path'

/** One path segment made of lower-case letters, digits and hyphens (accents allowed). */
export const isPagePath = (value: string): boolean =>
  /^[\p{Ll}\p{Nd}]+(-[\p{Ll}\p{Nd}]+)*$/u.test(value)

/** First segments of the shop's own screens in any language: a page cannot take them. */
export const reservedSegments: ReadonlySet<string> = new Set(
  Object.values(pathnames)
    .flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value)))
    .map((path) => path.split('/')[1])
    .filter((segment): segment is string => Boolean(segment))
    .concat(['admin', 'api', 'media', 'fr', 'en', 'nl', '_next', PREVIEW_SEGMENT]),
)
