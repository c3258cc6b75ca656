import { describe, expect, it } from 'vitest'

import { isTyping, shouldReload } from '@/components/layout/deployment'

const element = (tagName: string, isContentEditable = false) =>
  ({ tagName, isContentEditable }) as unknown as Element

describe('reloading into a new deployment', () => {
  it('reloads when a newer build is live and nobody is typing', () => {
    expect(shouldReload('build-1', 'build-2', false)).toBe(true)
  })

  it('does not reload for the same build or before the first check', () => {
    expect(shouldReload('build-1', 'build-1', false)).toBe(false)
    expect(shouldReload('build-1', null, false)).toBe(false)
  })

  it('never reloads while the visitor is typing', () => {
    expect(shouldReload('build-1', 'build-2', true)).toBe(false)
  })

  it('counts form fields and editable text as typing', () => {
    for (const tag of ['INPUT', 'TEXTAREA', 'SELECT']) expect(isTyping(element(tag))).toBe(true)
    expect(isTyping(element('DIV', true))).toBe(true)
    for (const tag of ['A', 'BUTTON', 'BODY']) expect(isTyping(element(tag))).toBe(false)
    expect(isTyping(null)).toBe(false)
  })
})
