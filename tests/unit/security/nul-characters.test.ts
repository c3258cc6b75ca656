import { describe, expect, it } from 'vitest'

import { containsNul, requestContainsNul } from '@/security/nul-characters'

describe('NUL characters in input', () => {
  it('are found in any string of an action’s arguments, keys and form fields included', () => {
    expect(containsNul({ billing: { lastName: 'Peeters\u0000' } })).toBe(true)
    expect(containsNul([{ message: ['ok', 'x\u0000'] }])).toBe(true)
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true)
    const form = new FormData()
    form.set('message', 'Hallo\u0000')
    expect(containsNul(form)).toBe(true)
    expect(containsNul({ lastName: 'Peeters', note: 'a\\u0000 written out', n: 1 })).toBe(false)
  })

  it('are found in a REST query, JSON body, form body or multipart field, not in files', async () => {
    const post = (body: BodyInit, type?: string) =>
      new Request('http://shop.test/api/categories', {
        method: 'POST',
        body,
        headers: type ? { 'content-type': type } : {},
      })
    expect(await requestContainsNul(new Request('http://shop.test/api/x?where=a%00'))).toBe(true)
    expect(await requestContainsNul(post('{"name":"Rund\\u0000"}', 'application/json'))).toBe(true)
    expect(await requestContainsNul(post('{"name":"Rund\\\\u0000"}', 'application/json'))).toBe(
      false,
    )
    expect(
      await requestContainsNul(post('name=Rund%00', 'application/x-www-form-urlencoded')),
    ).toBe(true)
    const upload = new FormData()
    upload.set('file', new Blob([new Uint8Array([0, 1, 0])]), 'picture.webp')
    upload.set('_payload', JSON.stringify({ alt: 'Rund' }))
    expect(await requestContainsNul(post(upload))).toBe(false)
    upload.set('_payload', JSON.stringify({ alt: 'Rund\u0000' }))
    expect(await requestContainsNul(post(upload))).toBe(true)
  })
})
