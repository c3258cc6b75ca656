import type { CollectionBeforeOperationHook, Field } from 'payload'

import { label } from '@/collections/labels'

/**
 * The product's reviews on its own screen, newest first: staff open one from here to read and
 * approve it. A join reads the reviews' `product` column; it stores nothing itself.
 */
export const productReviewsField: Field = {
  name: 'reviews',
  type: 'join',
  collection: 'reviews',
  on: 'product',
  defaultSort: '-createdAt',
  defaultLimit: 10,
  label: label('Beoordelingen', 'Avis', 'Reviews'),
  admin: {
    defaultColumns: ['title', 'rating', 'approved', 'authorName', 'createdAt'],
    description: label(
      'Open een beoordeling om ze te lezen en goed te keuren; alleen goedgekeurde staan in de winkel.',
      'Ouvrez un avis pour le lire et l’approuver ; seuls les avis approuvés paraissent dans la boutique.',
      'Open a review to read and approve it; only approved reviews show in the shop.',
    ),
  },
}

/**
 * Only the admin reads the join: the shop's own product reads (no staff member signed in) skip
 * it, so they run no extra query and never carry reviews waiting for approval.
 */
export const reviewsForStaffOnly: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' || req.user?.collection === 'admins') return args
  const asked = (args as { joins?: false | Record<string, unknown> }).joins
  const joins = asked === false ? false : { ...asked, reviews: false }
  return { ...args, joins }
}
