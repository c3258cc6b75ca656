import type { FieldHook } from 'payload'

import { withoutControlCharacters } from '@/commerce/rules/control-characters'

/** A text field's `beforeValidate` hook: whoever writes it, it is saved without control characters. */
export const stripControlCharacters: FieldHook = ({ value }) =>
  typeof value === 'string' ? withoutControlCharacters(value) : value
