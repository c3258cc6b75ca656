import { textsOf } from '@/i18n/texts'

/** The error screen's texts, made on the server: it has no translation runtime of its own. */
export const errorScreenTexts = (t: (key: string, values?: { status: number }) => string) => ({
  ...textsOf(t, ['errorTitle', 'errorText', 'unavailableTitle', 'unavailableText', 'retry']),
  status500: t('status', { status: 500 }),
  status503: t('status', { status: 503 }),
})

export type ErrorScreenTexts = ReturnType<typeof errorScreenTexts>
