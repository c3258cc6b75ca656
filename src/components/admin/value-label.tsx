'use client'

import { TextInput, useField, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps, TextFieldClientProps } from 'payload'

import { localeOr } from '@/i18n/locales'

type Labels = Record<string, Record<'nl' | 'fr' | 'en', string>>

const useWords = (labels: Labels) => {
  const { i18n } = useTranslation()
  const locale = localeOr(i18n.language)
  return (code: unknown) =>
    typeof code === 'string' ? (labels[code]?.[locale] ?? code) : code == null ? '' : String(code)
}

/** A read-only code shown in words of the admin's language: "Overschrijving", not "banktransfer". */
export function ValueLabelField({
  field,
  path: pathProp,
  labels,
}: TextFieldClientProps & { labels: Labels }) {
  const words = useWords(labels)
  const { value, path, customComponents } = useField<string>({ potentiallyStalePath: pathProp })
  return (
    <TextInput
      path={path}
      label={field.label}
      description={field.admin?.description}
      Label={customComponents?.Label}
      Description={customComponents?.Description}
      readOnly
      value={words(value)}
    />
  )
}

/** The same in a list. */
export function ValueLabelCell({
  cellData,
  labels,
}: DefaultCellComponentProps & { labels: Labels }) {
  const words = useWords(labels)
  return <span>{words(cellData)}</span>
}
