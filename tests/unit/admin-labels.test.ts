import { describe, expect, it } from 'vitest'

import { withAdminLabels } from '@/collections/admin-labels'
import { Pages } from '@/collections/Pages'

type Words = (args: { i18n: { language: string; fallbackLanguage: string } }) => string
const inLanguage = (label: unknown, language: string) =>
  (label as Words)({ i18n: { language, fallbackLanguage: 'nl' } })

describe('admin labels', () => {
  const pages = withAdminLabels(Pages)

  it('names a collection in the admin language', () => {
    expect(inLanguage(pages.labels?.singular, 'fr')).toBe('Page')
    expect(inLanguage(pages.labels?.plural, 'nl')).toBe("Pagina's")
  })

  it("names a collection's fields in the admin language", () => {
    const title = pages.fields.find((field) => 'name' in field && field.name === 'title')
    expect(title && 'label' in title && inLanguage(title.label, 'fr')).toBe('Titre')
    expect(title && 'label' in title && inLanguage(title.label, 'de')).toBe('Titel')
  })

  it('leaves the collection it was given as it was', () => {
    expect(Pages.labels?.plural).toEqual({ nl: "Pagina's", fr: 'Pages', en: 'Pages' })
  })
})
