import type { Field, FieldHook } from 'payload'

import { label } from '@/collections/labels'
import { postSlug } from '@/commerce/rules/slugs'

const fromTitle: FieldHook = ({ value, siblingData }) =>
  value ? postSlug(String(value)) : siblingData?.title ? postSlug(String(siblingData.title)) : value

/** The last part of the post's address per language, made from the title unless set. */
export const postSlugField: Field = {
  name: 'slug',
  type: 'text',
  localized: true,
  index: true,
  label: label('Adres', 'Adresse', 'Address'),
  admin: { position: 'sidebar' },
  hooks: { beforeValidate: [fromTitle] },
}
