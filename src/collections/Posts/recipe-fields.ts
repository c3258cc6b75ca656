import type { Field } from 'payload'

import { commerceIdField } from '@/collections/commerce-id-field'
import { label } from '@/collections/labels'

/** What a recipe adds to a post: times, servings, ingredients, steps and the shop's products. */
export const recipeFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'servings',
        type: 'number',
        min: 1,
        label: label('Personen', 'Personnes', 'Servings'),
      },
      {
        name: 'prepMinutes',
        type: 'number',
        min: 0,
        label: label('Voorbereiding (min)', 'Préparation (min)', 'Preparation (min)'),
      },
      {
        name: 'cookMinutes',
        type: 'number',
        min: 0,
        label: label('Bereiding (min)', 'Cuisson (min)', 'Cooking (min)'),
      },
    ],
  },
  {
    name: 'ingredients',
    type: 'array',
    label: label('Ingrediënten', 'Ingrédients', 'Ingredients'),
    labels: {
      singular: label('Ingrediënt', 'Ingrédient', 'Ingredient'),
      plural: label('Ingrediënten', 'Ingrédients', 'Ingredients'),
    },
    fields: [
      {
        name: 'amount',
        type: 'text',
        localized: true,
        label: label('Hoeveelheid', 'Quantité', 'Amount'),
      },
      {
        name: 'name',
        type: 'text',
        required: true,
        localized: true,
        label: label('Ingrediënt', 'Ingrédient', 'Ingredient'),
      },
    ],
  },
  {
    name: 'steps',
    type: 'array',
    label: label('Stappen', 'Étapes', 'Steps'),
    labels: {
      singular: label('Stap', 'Étape', 'Step'),
      plural: label('Stappen', 'Étapes', 'Steps'),
    },
    fields: [
      {
        name: 'text',
        type: 'textarea',
        required: true,
        localized: true,
        label: label('Stap', 'Étape', 'Step'),
      },
    ],
  },
  commerceIdField('products', {
    name: 'productIds',
    hasMany: true,
    label: label('Producten uit de winkel', 'Produits de la boutique', 'Shop products'),
  }),
]
