import { afterAll, describe, expect, it } from 'vitest'

import { rest } from './support/rest'
import { testPayload, uniqueSlug } from './support/payload'

const password = 'staff-password-nul-1'
let email = ''

afterAll(async () => {
  await (await testPayload()).delete({ collection: 'admins', where: { email: { equals: email } } })
})

async function staffToken() {
  email = `${uniqueSlug('nul')}@example.be`
  await (await testPayload()).create({ collection: 'admins', data: { email, password } })
  const login = await rest('POST', '/api/admins/login', { body: { email, password } })
  return String(login.body.token)
}

describe('a NUL character in a REST body', () => {
  it('is refused with a 400 that says why, and nothing is written', async () => {
    const token = await staffToken()
    const name = uniqueSlug('Rund')
    const id = 7900 + Math.floor(Math.random() * 1000)
    const answer = await rest('POST', '/api/categories', {
      headers: { authorization: `JWT ${token}` },
      body: { id, name: `${name}\u0000` },
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain('NUL')
    const payload = await testPayload()
    const { totalDocs } = await payload.count({
      collection: 'categories',
      where: { name: { like: name } },
    })
    expect(totalDocs).toBe(0)
    // The same text without it goes through.
    const made = await rest('POST', '/api/categories', {
      headers: { authorization: `JWT ${token}` },
      body: { id, name },
    })
    expect(made.status).toBe(201)
    await payload.delete({ collection: 'categories', where: { name: { equals: name } } })
  })
})
