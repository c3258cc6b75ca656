import type { NumberField, Validate } from 'payload'

import { isCents } from '@/commerce/rules/money-input'

type Messages = Record<'nl' | 'fr' | 'en', string>

const notAnAmount: Messages = {
  nl: 'Een bedrag in euro, bijvoorbeeld 17,90.',
  fr: 'Un montant en euros, par exemple 17,90.',
  en: 'An amount in euros, for example 17.90.',
}

const notBelowZero: Messages = {
  nl: 'Een bedrag in euro vanaf 0, bijvoorbeeld 17,90.',
  fr: 'Un montant en euros à partir de 0, par exemple 17,90.',
  en: 'An amount in euros from 0, for example 17.90.',
}

/** Whole cents, not below `min` when given; what the admin form could not read stays text. */
export const checkCents =
  (min?: number): Validate =>
  (value, { req, required }) => {
    if (value === null || value === undefined || value === '')
      return required ? req.t('validation:required') : true
    if (isCents(value) && (min === undefined || value >= min)) return true
    const messages = min === undefined ? notAnAmount : notBelowZero
    return messages[req.i18n?.language as keyof Messages] ?? messages.nl
  }

const components = {
  Field: '@/components/admin/money-field#MoneyField',
  Cell: '@/components/admin/money-field#MoneyCell',
}

/**
 * An amount kept in cents, which the admin shows and takes in euros ("€ 17,90", typed as 17,90
 * or 17.90). `moneyWhen` makes it money only while a sibling field has a value (a discount's
 * value is a percentage or an amount, following its kind).
 */
export function moneyField(
  field: Omit<NumberField, 'type'>,
  moneyWhen?: { field: string; equals: string },
): NumberField {
  const clientProps = moneyWhen ? { moneyWhen } : undefined
  return {
    ...field,
    type: 'number',
    // What only the shop writes (orders, vouchers) keeps Payload's own check of a number.
    validate: field.validate ?? (field.admin?.readOnly ? undefined : checkCents(field.min)),
    admin: {
      ...field.admin,
      components: {
        ...field.admin?.components,
        Field: { path: components.Field, clientProps },
        Cell: { path: components.Cell, clientProps },
      },
    },
  } as NumberField
}
