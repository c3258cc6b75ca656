import { describe, expect, it } from 'vitest'

import { listQuery, parseListParams } from '@/commerce/rules/list-params'

describe('parseListParams', () => {
  it('defaults to the first page sorted by name, unfiltered', () => {
    expect(parseListParams({})).toEqual({
      page: 1,
      sort: 'name',
      tags: [],
      breed: undefined,
      category: undefined,
    })
  })

  it('reads every parameter', () => {
    expect(
      parseListParams({
        page: '3',
        sort: 'price-desc',
        tag: 'bbq,quick',
        breed: 'angus',
        category: '52',
      }),
    ).toEqual({
      page: 3,
      sort: 'price-desc',
      tags: ['bbq', 'quick'],
      breed: 'angus',
      category: 52,
    })
  })

  it('ignores malformed values instead of failing', () => {
    expect(
      parseListParams({
        page: '-2',
        sort: 'DROP TABLE',
        tag: 'BBQ,<x>',
        breed: '../x',
        category: '1.5',
      }),
    ).toEqual({ page: 1, sort: 'name', tags: [], breed: undefined, category: undefined })
    expect(parseListParams({ page: 'abc' }).page).toBe(1)
    expect(parseListParams({ page: '99999' }).page).toBe(1)
  })

  it('takes the first of repeated parameters', () => {
    expect(parseListParams({ sort: ['newest', 'name'] }).sort).toBe('newest')
  })
})

describe('listQuery', () => {
  it('leaves defaults out of the address', () => {
    expect(listQuery(parseListParams({}))).toEqual({})
  })

  it('round-trips through parseListParams', () => {
    const params = parseListParams({
      page: '2',
      sort: 'newest',
      tag: 'bbq',
      breed: 'duroc',
      category: '5',
    })
    expect(parseListParams(listQuery(params))).toEqual(params)
  })
})
