import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import nl from '@/i18n/messages/nl.json'
import { passwordResetMail } from '@/mail/password-reset'
import { productTexts, storageAdvice } from '@/seed/catalog/texts'

/** The shop speaks to its customers as "je"/"jouw"; "u"/"uw" is the formal voice. */
const formal = /(?<![\p{L}\p{N}'’-])(u|uw|uwe|uzelf)(?![\p{L}\p{N}'’-])/iu

const formalTexts = (texts: string[]) => texts.filter((text) => formal.test(text))

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('payload-types.ts') ? [full] : []
  })
}

/** Dutch texts written in code: `nl: '…'` values and the first argument of the admin `label(…)`. */
function dutchLiteralsInCode(): string[] {
  const literal = String.raw`(['"\x60])((?:\\.|(?!\1)[^\\])*)\1`
  const patterns = [
    new RegExp(String.raw`\bnl:\s*${literal}`, 'g'),
    new RegExp(String.raw`\blabel\(\s*${literal}`, 'g'),
  ]
  return sourceFiles(path.resolve(import.meta.dirname, '../../../src')).flatMap((file) => {
    const source = readFileSync(file, 'utf8')
    return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[2]))
  })
}

describe('the Dutch voice is informal', () => {
  it('the pattern tells the formal pronouns from Dutch words that merely contain a u', () => {
    expect(
      formalTexts(['Wat zoekt u?', 'Uw bestelling', 'U kiest zelf.', 'bij u thuis']),
    ).toHaveLength(4)
    expect(formalTexts(['Je kiest zelf.', 'uur', 'Jouw mandje', 'U-bocht', 'menu'])).toEqual([])
  })

  it('in the shop texts (nl.json)', () => {
    expect(formalTexts(strings(nl))).toEqual([])
  })

  it('in the e-mails', async () => {
    const mail = await passwordResetMail('an@example.be', 'An', 'nl', 'https://shop.example/r')
    expect(formalTexts(strings([mail.subject, mail.text, mail.html]))).toEqual([])
  })

  it('in the demo catalog texts', () => {
    const texts = [1, 2, 7, 54].flatMap((category) =>
      strings(productTexts(category, 'nl', 'Picanha')),
    )
    expect(formalTexts([...texts, storageAdvice(true).nl, storageAdvice(false).nl])).toEqual([])
  })

  it('in Dutch texts written in code (admin labels and messages, seed pages)', () => {
    const literals = dutchLiteralsInCode()
    expect(literals.length).toBeGreaterThan(50)
    expect(formalTexts(literals)).toEqual([])
  })
})
