import { describe, expect, it } from 'vitest'

import { isJobsRunner, jobsRunnerToken } from '@/content/jobs-runner'
import { isPreviewToken, isSitePath, previewToken } from '@/content/preview-token'

const secret = 'a-payload-secret-that-is-long-enough-0123'

describe("the server's own job runner", () => {
  it('is recognised by its bearer token, and nobody else is', () => {
    const token = jobsRunnerToken(secret)
    expect(isJobsRunner(new Headers({ authorization: `Bearer ${token}` }), secret)).toBe(true)
    expect(isJobsRunner(new Headers({ authorization: `Bearer ${token}x` }), secret)).toBe(false)
    expect(isJobsRunner(new Headers(), secret)).toBe(false)
    expect(isJobsRunner(new Headers({ authorization: `Bearer ${token}` }), 'another-secret')).toBe(
      false,
    )
    expect(isJobsRunner(new Headers({ authorization: 'Bearer ' }), '')).toBe(false)
  })
})

describe('the preview token', () => {
  it('opens the preview of one path only', () => {
    const token = previewToken('/fr', secret)
    expect(isPreviewToken('/fr', token, secret)).toBe(true)
    expect(isPreviewToken('/en', token, secret)).toBe(false)
    expect(isPreviewToken('/fr', token, 'another-secret')).toBe(false)
    expect(isPreviewToken('/fr', '', secret)).toBe(false)
  })

  it('leads only to a path of this site', () => {
    expect(isSitePath('/fr/livraison')).toBe(true)
    expect(isSitePath('//evil.example')).toBe(false)
    expect(isSitePath('/\\evil.example')).toBe(false)
    expect(isSitePath('https://evil.example')).toBe(false)
    expect(isSitePath('')).toBe(false)
  })
})
