import type { NumberField } from 'payload'

import type { ChoiceKind } from '@/content/commerce-choices'

const Field = '@/components/admin/commerce-picker/field#CommercePickerField'

/**
 * A product or category of the shop's commerce backend, kept as its id (a number, or a list for
 * `hasMany`): not a relationship, since a nopCommerce shop keeps its catalog outside Payload.
 * The admin finds them by name and shows the chosen ones by name.
 */
export function commerceIdField(kind: ChoiceKind, field: Omit<NumberField, 'type'>): NumberField {
  return {
    ...field,
    type: 'number',
    admin: {
      ...field.admin,
      components: { ...field.admin?.components, Field: { path: Field, clientProps: { kind } } },
    },
  } as NumberField
}
