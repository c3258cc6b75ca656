import { describe, expect, it } from 'vitest'

import { withAdminLabels } from '@/collections/admin-labels'
import { Pages } from '@/collections/Pages'
import { Products } from '@/collections/Products'

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
    expect(title && 'label' in title && inLanguage(title.label, 'fr')).toBe('Titre de la page')
    expect(title && 'label' in title && inLanguage(title.label, 'de')).toBe('Paginatitel')
  })

  it('keeps the per-language objects of tabs, whose label functions Payload calls without a language', () => {
    const products = withAdminLabels(Products)
    const tabs = products.fields.find((field) => field.type === 'tabs')
    expect(tabs && 'tabs' in tabs && typeof tabs.tabs[0].label).toBe('object')
  })

  it('answers in Dutch, the fallback language, when called without a language', () => {
    expect((pages.labels?.plural as (args: object) => string)({})).toBe("Pagina's")
  })

  it('leaves the collection it was given as it was', () => {
    expect(Pages.labels?.plural).toEqual({ nl: "Pagina's", fr: 'Pages', en: 'Pages' })
  })
})
