import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { staleKeys, type TextSources } from '@/content/translation-sources'
import type { TranslationTask } from '@/content/translation-work'

import { testProduct } from './support/native-shop'
import { testPayload, uniqueSlug } from './support/payload'
import { rest, staffAndCustomerHeaders } from './support/rest'

let payload: Payload
let headers: Awaited<ReturnType<typeof staffAndCustomerHeaders>>

beforeAll(async () => {
  payload = await testPayload()
  headers = await staffAndCustomerHeaders(payload)
}, 120_000)

const sourcesOf = async (id: number) =>
  (await payload.findByID({ collection: 'products', id, depth: 0, draft: true })).translation
    ?.sources as TextSources

const translate = (id: number, locale: 'nl' | 'fr' | 'en', data: Record<string, string>) =>
  payload.update({ collection: 'products', id, locale, data })

const work = async (language = 'nl') => {
  const answer = await rest('GET', '/api/translation-work', {
    headers: { ...headers.staff, 'accept-language': language },
  })
  expect(answer.status).toBe(200)
  return answer.body.docs as TranslationTask[]
}

const taskOf = (tasks: TranslationTask[], collection: string, id: number, locale: string) =>
  tasks.find((task) => task.collection === collection && task.id === id && task.locale === locale)

describe('translations older than their Dutch text, per field', () => {
  it('marks only the field whose Dutch changed after the French was saved, and only for French', async () => {
    const product = await testProduct('Bronworst', {
      description: 'Grove worst',
      preparation: 'Bakken',
    })
    await translate(product.id, 'fr', {
      name: 'Saucisse source',
      description: 'Saucisse grossière',
      preparation: 'Cuire',
    })
    await translate(product.id, 'en', {
      name: 'Source sausage',
      description: 'Coarse sausage',
      preparation: 'Fry',
    })
    expect(staleKeys(await sourcesOf(product.id), 'fr')).toEqual([])

    await translate(product.id, 'nl', { description: 'Grove worst met look' })
    const sources = await sourcesOf(product.id)
    expect(staleKeys(sources, 'fr')).toEqual(['description'])
    expect(staleKeys(sources, 'en')).toEqual(['description'])

    // Translating the field again clears its mark, for that language only.
    await translate(product.id, 'fr', { description: 'Saucisse grossière à l’ail' })
    const after = await sourcesOf(product.id)
    expect(staleKeys(after, 'fr')).toEqual([])
    expect(staleKeys(after, 'en')).toEqual(['description'])

    const tasks = await work('fr')
    expect(taskOf(tasks, 'products', product.id, 'fr')).toBeUndefined()
    expect(taskOf(tasks, 'products', product.id, 'en')).toMatchObject({
      stale: ['Général › Description'],
      missing: [],
    })
  })

  it('a save that leaves the Dutch text as it was marks nothing', async () => {
    const product = await testProduct('Stilworst', { description: 'Fijn' })
    await translate(product.id, 'fr', { name: 'Saucisse calme', description: 'Fin' })
    await translate(product.id, 'nl', { description: 'Fijn', preparation: 'Grillen' })
    expect(staleKeys(await sourcesOf(product.id), 'fr')).toEqual([])
  })

  it('lists the fields that have Dutch but no translation, categories included', async () => {
    const product = await testProduct('Halfworst', { description: 'Alleen Nederlands' })
    await translate(product.id, 'fr', { name: 'Demi-saucisse' })
    const category = await payload.create({
      collection: 'categories',
      locale: 'nl',
      data: {
        id: 9000 + Math.floor(Math.random() * 90_000),
        name: uniqueSlug('Vertaalcategorie'),
        description: 'Beschrijving',
      },
    })
    const tasks = await work()
    expect(taskOf(tasks, 'products', product.id, 'fr')?.missing).toEqual([
      'Algemeen › Beschrijving',
    ])
    expect(taskOf(tasks, 'products', product.id, 'en')?.missing).toEqual([
      'Algemeen › Naam',
      'Algemeen › Beschrijving',
    ])
    expect(taskOf(tasks, 'categories', category.id, 'fr')).toMatchObject({
      title: category.name,
      missing: ['Naam', 'Beschrijving'],
      stale: [],
    })

    await payload.update({
      collection: 'categories',
      id: category.id,
      locale: 'fr',
      data: { name: 'Catégorie traduite', description: 'Description' },
    })
    await payload.update({
      collection: 'categories',
      id: category.id,
      locale: 'nl',
      data: { description: 'Nieuwe beschrijving' },
    })
    expect(taskOf(await work(), 'categories', category.id, 'fr')).toMatchObject({
      missing: [],
      stale: ['Beschrijving'],
    })
    // A root category of its own would show among the shop's meat types in other files' tests.
    await payload.delete({ collection: 'categories', id: category.id })
  })

  it('only the staff read the list', async () => {
    const anonymous = await rest('GET', '/api/translation-work', {
      headers: { 'accept-language': 'fr' },
    })
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.errors).toEqual([
      { message: 'Connectez-vous d’abord à l’administration.' },
    ])
    // Payload refuses a customer's token (docs/adr/0002): a customer is nobody here.
    const customer = await rest('GET', '/api/translation-work', { headers: headers.customer })
    expect(customer.status).toBe(401)
    expect(customer.body).not.toHaveProperty('docs')
  })
})
