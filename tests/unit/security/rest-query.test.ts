import { describe, expect, it } from 'vitest'

import { queryProblem, visitorQuery } from '@/security/rest-query'

const params = (query: string) => new URLSearchParams(query)
const visitor = (query: string) => visitorQuery(params(query))?.toString() ?? null

describe('queryProblem', () => {
  it.each([
    '',
    'depth=0',
    'depth=10&limit=1000&page=3',
    'limit=0',
    'joins[x][limit]=5',
    'where[a]=b',
    'where={"id":{"equals":1}}',
  ])('accepts %s', (query) => expect(queryProblem(params(query))).toBeNull())

  it.each([
    'page=-5',
    'page=0',
    'page=1.5',
    'page=abc',
    'limit=-1',
    'limit=NaN',
    'depth=-1',
    'depth=1e3',
    'depth[]=10',
    'limit[0]=5',
    'depth=1&depth=10',
    'joins[x][limit]=-1',
    'page=99999999999',
    'where=abc',
    'data={',
  ])('refuses %s', (query) => expect(queryProblem(params(query))).toEqual(expect.any(String)))
})

describe('visitorQuery', () => {
  it.each(['', 'depth=0', 'depth=2&limit=100&page=7', 'pagination=true', 'where[x][equals]=1'])(
    'leaves %s as it is',
    (query) => expect(visitor(query)).toBeNull(),
  )

  it.each([
    ['depth=10', 'depth=2'],
    ['depth=10&limit=1000', 'depth=2&limit=100'],
    ['limit=0', 'limit=100'],
    ['pagination=false&limit=5', 'limit=5'],
    ['pagination=0', ''],
    ['pagination[]=false', ''],
    ['joins[reviews][limit]=0&locale=fr', 'joins%5Breviews%5D%5Blimit%5D=100&locale=fr'],
  ])('bounds %s to %s', (query, expected) => expect(visitor(query)).toBe(expected))
})
