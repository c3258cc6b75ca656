import { describe, expect, it } from 'vitest'

import { withDatabase } from '../../../../scripts/lib/database'

describe('withDatabase', () => {
  it('swaps only the database name', () => {
    expect(withDatabase('postgres://u:p@127.0.0.1:5432/postgres', 'shop')).toBe(
      'postgres://u:p@127.0.0.1:5432/shop',
    )
  })

  it('keeps query parameters such as sslmode', () => {
    expect(withDatabase('postgres://u:p@db.example:6543/main?sslmode=require', 'test_1')).toBe(
      'postgres://u:p@db.example:6543/test_1?sslmode=require',
    )
  })
})
