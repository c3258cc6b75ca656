import type { CollectionConfig } from 'payload'

import { staffWrites } from '@/access/admin-only'
import { publishedOrAdmin } from '@/access/published-or-admin'
import { expiredBy, expireHooks, touchesPublished } from '@/cache/expiry'
import { translationFields, stampTranslation } from '@/collections/hooks/translation-fields'
import { editorialAdmin, editorialVersions } from '@/collections/editorial'
import { groups, label } from '@/collections/labels'
import { translatable } from '@/collections/translatable-texts'
import { requiredToPublish } from '@/collections/required-on-publish'
import { seoDescriptionField, seoTitleField, shareImageField } from '@/collections/seo-fields'
import { redirectMovedAddresses } from '@/collections/hooks/redirect-moved-addresses'
import { postEditor } from '@/content/editor'
import { postCategories } from '@/content/post-category'
import type { Post } from '@/payload-types'

import { recipeFields } from './recipe-fields'
import { postSlugField } from './slug-field'

const movedAddresses = redirectMovedAddresses('posts')
const expirePost = expireHooks<Post>(expiredBy.posts, { changed: touchesPublished })

/** Inspiration: blog articles, news and recipes, written per language. */
export const Posts: CollectionConfig = translatable({
  slug: 'posts',
  labels: {
    singular: label('Artikel', 'Article', 'Post'),
    plural: label('Artikels', 'Articles', 'Posts'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', '_status'],
    group: groups.content,
    ...editorialAdmin('posts'),
  },
  access: staffWrites(publishedOrAdmin),
  versions: editorialVersions,
  defaultSort: '-publishedAt',
  hooks: {
    ...expirePost,
    beforeChange: [
      stampTranslation(['title', 'excerpt', 'content', 'recipe', 'seoTitle', 'description']),
      movedAddresses.beforeChange,
    ],
    afterChange: [...expirePost.afterChange, movedAddresses.afterChange],
  },
  fields: requiredToPublish([
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
    seoTitleField,
    seoDescriptionField(
      label('Leeg: de samenvatting.', 'Vide : le résumé.', 'Empty: the summary.'),
    ),
    shareImageField(
      label('Leeg: de omslagfoto.', 'Vide : la photo de couverture.', 'Empty: the cover picture.'),
    ),
  ]),
})
