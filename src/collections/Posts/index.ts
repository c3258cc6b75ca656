import type { CollectionConfig } from 'payload'

import { staffWrites } from '@/access/admin-only'
import { publishedOrAdmin } from '@/access/published-or-admin'
import { translationFields, stampTranslation } from '@/collections/hooks/translation-fields'
import { groups, label } from '@/collections/labels'
import { postEditor } from '@/content/editor'
import { postCategories } from '@/content/post-category'

import { expirePost } from './expire-post'
import { recipeFields } from './recipe-fields'
import { postSlugField } from './slug-field'

/** Inspiration: blog articles, news and recipes, written per language. */
export const Posts: CollectionConfig = {
  slug: 'posts',
  labels: {
    singular: label('Artikel', 'Article', 'Post'),
    plural: label('Artikels', 'Articles', 'Posts'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', '_status'],
    group: groups.content,
  },
  access: staffWrites(publishedOrAdmin),
  versions: { drafts: { autosave: { interval: 800 }, schedulePublish: true }, maxPerDoc: 50 },
  defaultSort: '-publishedAt',
  hooks: {
    ...expirePost,
    beforeChange: [stampTranslation(['title', 'excerpt', 'content', 'recipe'])],
  },
  fields: [
    translationFields,
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: label('Titel', 'Titre', 'Title'),
    },
    postSlugField,
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'blog',
      index: true,
      options: postCategories.map(({ value, label: title }) => ({ value, label: title })),
      label: label('Soort', 'Type', 'Kind'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      defaultValue: () => new Date().toISOString(),
      label: label('Datum', 'Date', 'Date'),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'author',
      type: 'text',
      required: true,
      label: label('Schrijver', 'Auteur', 'Author'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'cover',
      type: 'upload',
      relationTo: 'media',
      label: label('Omslagfoto', 'Photo de couverture', 'Cover picture'),
    },
    {
      name: 'excerpt',
      type: 'textarea',
      localized: true,
      label: label('Samenvatting', 'Résumé', 'Summary'),
    },
    {
      name: 'content',
      type: 'richText',
      editor: postEditor,
      required: true,
      localized: true,
      label: label('Tekst', 'Texte', 'Text'),
    },
    {
      name: 'recipe',
      type: 'group',
      label: label('Recept', 'Recette', 'Recipe'),
      admin: { condition: (data) => data?.category === 'recipes' },
      fields: recipeFields,
    },
  ],
}
