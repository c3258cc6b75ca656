import { describe, expect, it } from 'vitest'

import {
  asGiftRecipient,
  cleanGiftRecipient,
  giftRecipientProblems,
} from '@/commerce/rules/gift-card-recipient'

const valid = {
  recipientName: 'Marie',
  recipientEmail: 'marie@example.be',
  senderName: 'Jan',
  senderEmail: 'jan@example.be',
  message: '',
}

describe('a gift voucher’s recipient form', () => {
  it('needs both names and both e-mail addresses; the message may be empty', () => {
    expect(giftRecipientProblems(valid)).toEqual({})
    expect(giftRecipientProblems(asGiftRecipient({}))).toEqual({
      recipientName: 'required',
      senderName: 'required',
      recipientEmail: 'invalid-email',
      senderEmail: 'invalid-email',
    })
  })

  it('refuses a wrong address, a name or a message that is too long', () => {
    expect(
      giftRecipientProblems({
        ...valid,
        recipientEmail: 'marie@home',
        senderName: 'J'.repeat(101),
        message: 'x'.repeat(501),
      }),
    ).toEqual({ recipientEmail: 'invalid-email', senderName: 'too-long', message: 'too-long' })
  })

  it('reads whatever a browser sent as text, and keeps it trimmed', () => {
    expect(asGiftRecipient({ recipientName: 5, message: ['x'] })).toEqual({
      recipientName: '',
      recipientEmail: '',
      senderName: '',
      senderEmail: '',
      message: '',
    })
    expect(
      cleanGiftRecipient({
        ...valid,
        recipientName: ' Marie ',
        recipientEmail: 'Marie@Example.BE ',
      }),
    ).toEqual({ ...valid, recipientEmail: 'marie@example.be' })
  })
})
