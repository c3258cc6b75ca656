import config from '@payload-config'
import type { Field, SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { adminDateFormats } from '@/collections/admin-formats'
import { subscriberStatus } from '@/commerce/rules/newsletter-status'
import { initials } from '@/lib/initials'

/** Every field of the shop's collections and globals, with where it is. */
function everyField(sanitized: SanitizedConfig): Array<{ where: string; field: Field }> {
  const walk = (fields: Field[], where: string): Array<{ where: string; field: Field }> =>
    fields.flatMap((field) => {
      // Kept out of the admin and the API altogether (passwords, sessions).
      if ('hidden' in field && field.hidden === true) return []
      if ((field.admin as { disabled?: boolean } | undefined)?.disabled) return []
      const here = `${where}.${'name' in field ? field.name : field.type}`
      const nested = [
        ...('fields' in field ? walk(field.fields, here) : []),
        ...(field.type === 'tabs' ? field.tabs.flatMap((tab) => walk(tab.fields, here)) : []),
        ...(field.type === 'blocks'
          ? field.blocks.flatMap((block) => walk(block.fields, `${here}.${block.slug}`))
          : []),
      ]
      return [{ where: here, field }, ...nested]
    })
  return [
    ...sanitized.collections
      .filter((collection) => collection.admin?.hidden !== true)
      .flatMap((collection) => walk(collection.fields, collection.slug)),
    ...sanitized.globals.flatMap((global) => walk(global.fields, global.slug)),
  ]
}

/** A date-fns pattern on the 12-hour clock: h, hh, a, aa… (quoted text aside). */
const twelveHour = (pattern: string) => /[ha]/.test(pattern.replace(/'[^']*'/g, ''))

describe('dates, yes/no and the account picture in the admin', () => {
  it('shows times on the 24-hour clock, in one pattern per admin language', async () => {
    const sanitized = await config
    expect(twelveHour(sanitized.admin.dateFormat)).toBe(false)
    const dates = everyField(sanitized).filter(({ field }) => field.type === 'date')
    expect(dates.length).toBeGreaterThan(10)
    const twelve = dates.filter(({ field }) => {
      const date = (field.admin as { date?: Record<string, string> } | undefined)?.date ?? {}
      const editable = !('name' in field && ['createdAt', 'updatedAt'].includes(field.name))
      return (
        editable &&
        (!date.timeFormat || twelveHour(date.timeFormat) || twelveHour(date.displayFormat ?? 'h'))
      )
    })
    expect(twelve.map(({ where }) => where)).toEqual([])
  })

  it('writes every date of one kind in one pattern, which reads in the admin language', async () => {
    const sanitized = await config
    const expected: Record<string, string> = {
      default: adminDateFormats.date,
      dayOnly: adminDateFormats.date,
      dayAndTime: adminDateFormats.dateTime,
      timeOnly: adminDateFormats.time,
      monthOnly: adminDateFormats.month,
    }
    // Payload's own timestamps follow the config's format, the same as a day and time.
    expect(sanitized.admin.dateFormat).toBe(adminDateFormats.dateTime)
    const others = everyField(sanitized).filter(({ field }) => {
      if (field.type !== 'date') return false
      const date = (field.admin as { date?: Record<string, string> } | undefined)?.date ?? {}
      if (!date.displayFormat && 'name' in field && ['createdAt', 'updatedAt'].includes(field.name))
        return false
      return date.displayFormat !== expected[date.pickerAppearance ?? 'default']
    })
    expect(others.map(({ where }) => where)).toEqual([])
  })

  it('writes every checkbox in a list as yes or no in the admin language', async () => {
    const checkboxes = everyField(await config).filter(({ field }) => field.type === 'checkbox')
    const withoutWords = checkboxes.filter(
      ({ field }) => !(field.admin?.components as { Cell?: unknown } | undefined)?.Cell,
    )
    expect(checkboxes.length).toBeGreaterThan(5)
    expect(withoutWords.map(({ where }) => where)).toEqual([])
  })

  it('draws the account picture itself, never from Gravatar', async () => {
    const { avatar } = (await config).admin
    expect(avatar).not.toBe('gravatar')
    expect(initials('Marie Van den Broeck', 'marie@vleesboetiek.be')).toBe('MB')
    expect(initials('', 'jan.peeters@vleesboetiek.be')).toBe('JA')
    expect(initials(null, null)).toBe('?')
  })
})

describe('newsletter subscriber status', () => {
  it('is confirmed, pending, or unsubscribed unless asked again since', () => {
    expect(subscriberStatus({ subscribed: true })).toBe('confirmed')
    expect(subscriberStatus({ subscribed: false })).toBe('pending')
    const left = '2026-11-21T09:00:00.000Z'
    expect(subscriberStatus({ subscribed: false, unsubscribedAt: left })).toBe('unsubscribed')
    expect(
      subscriberStatus({ unsubscribedAt: left, mailWindowStart: '2026-11-20T09:00:00.000Z' }),
    ).toBe('unsubscribed')
    expect(
      subscriberStatus({ unsubscribedAt: left, mailWindowStart: '2026-11-22T09:00:00.000Z' }),
    ).toBe('pending')
  })
})
