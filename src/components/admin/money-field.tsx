'use client'

import { NumberField, TextInput, useField, useFormFields, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps, NumberFieldClientProps } from 'payload'
import { type ChangeEvent, useCallback, useState } from 'react'

import { euros, formatMoney } from '@/commerce/rules/money'
import { centsToInput, parseEuros } from '@/commerce/rules/money-input'
import { type Locale, localeOr } from '@/i18n/locales'

/** Money only while a sibling field has this value (a discount's value follows its kind). */
type MoneyWhen = { field: string; equals: string }

const notAnAmount: Record<Locale, string> = {
  nl: 'Een bedrag in euro, bijvoorbeeld 17,90.',
  fr: 'Un montant en euros, par exemple 17,90.',
  en: 'An amount in euros, for example 17.90.',
}

const useAdminLocale = (): Locale => {
  const { i18n } = useTranslation()
  return localeOr(i18n.language)
}

const siblingPath = (path: string, name: string) => path.replace(/[^.]+$/, name)

/** An amount in cents as the admin's language writes it: "€ 17,90", "17,90 €", "€17.90". */
export const moneyText = (cents: unknown, locale: Locale) =>
  typeof cents === 'number' ? formatMoney(euros(cents), locale) : ''

/**
 * The edit view's money field: read-only, the amount in euros; editable, a text input in euros
 * that keeps cents in the form, or the text itself while it is no amount (then it is invalid).
 */
function EuroInput({ field, path: pathProp, readOnly }: NumberFieldClientProps) {
  const locale = useAdminLocale()
  const validate = useCallback(
    (value: unknown) => (typeof value === 'string' ? notAnAmount[locale] : true),
    [locale],
  )
  const { value, setValue, showError, path, disabled, customComponents } = useField<
    number | string | null
  >({ potentiallyStalePath: pathProp, validate })
  const locked = Boolean(readOnly || disabled || field.admin?.readOnly)
  const fromValue = (current: typeof value) =>
    typeof current === 'number' ? centsToInput(current, locale) : (current ?? '')
  // What the owner typed, while it still says the form's value; a value set from elsewhere (a
  // reset, the saved document) shows as that value instead.
  const [typed, setTyped] = useState<string | null>(null)
  const read = typed === null ? null : parseEuros(typed)
  const stillSaysValue =
    typed !== null &&
    (typeof value === 'string'
      ? typed === value
      : read?.ok === true && read.cents === (value ?? null))
  const text = stillSaysValue ? typed : fromValue(value)

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value
    setTyped(next)
    const parsed = parseEuros(next)
    setValue(parsed.ok ? parsed.cents : next)
  }

  return (
    <TextInput
      path={path}
      label={field.label}
      required={field.required}
      description={field.admin?.description}
      Label={customComponents?.Label}
      Description={customComponents?.Description}
      Error={customComponents?.Error}
      BeforeInput={locked ? undefined : <span aria-hidden="true">€&nbsp;</span>}
      readOnly={locked}
      showError={showError}
      value={locked ? moneyText(value, locale) : text}
      onChange={onChange}
      htmlAttributes={{ autoComplete: 'off' }}
    />
  )
}

/** Every money field of the admin's edit views (see `moneyField`). */
export function MoneyField({
  moneyWhen,
  ...props
}: NumberFieldClientProps & { moneyWhen?: MoneyWhen }) {
  const switchValue = useFormFields(([fields]) =>
    moneyWhen ? fields[siblingPath(props.path, moneyWhen.field)]?.value : undefined,
  )
  if (moneyWhen && switchValue !== moneyWhen.equals) return <NumberField {...props} />
  return <EuroInput {...props} />
}

/** Every money field in the admin's lists: "€ 17,90" in the admin's language. */
export function MoneyCell({
  cellData,
  rowData,
  moneyWhen,
}: DefaultCellComponentProps & { moneyWhen?: MoneyWhen }) {
  const locale = useAdminLocale()
  if (moneyWhen && rowData?.[moneyWhen.field] !== moneyWhen.equals)
    return <span>{cellData == null ? '' : String(cellData)}</span>
  return <span>{moneyText(cellData, locale)}</span>
}
