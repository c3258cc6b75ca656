import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ProductGrid } from '@/components/catalog/product-grid'
import { productsById } from '@/content/products-by-id'
import type { Recipe } from '@/content/posts'
import { recipeNamespaces } from '@/i18n/client-messages'
import { ClientMessages } from '@/i18n/client-messages-provider'
import type { Locale } from '@/i18n/locales'

import { AddRecipeToCart } from './add-recipe-to-cart'

/** A titled part of the recipe, named by its heading for assistive technology. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** What a recipe adds to its text: servings and times, ingredients, steps and the shop's products. */
export async function RecipeDetails({ recipe, locale }: { recipe: Recipe; locale: Locale }) {
  const [t, products] = await Promise.all([
    getTranslations({ locale, namespace: 'posts' }),
    productsById(recipe.productIds, locale),
  ])
  const inStock = products.filter((product) => product.inStock).map((product) => product.id)
  const facts = [
    ['servings', recipe.servings, String(recipe.servings)],
    ['prepTime', recipe.prepMinutes, t('minutes', { minutes: recipe.prepMinutes ?? 0 })],
    ['cookTime', recipe.cookMinutes, t('minutes', { minutes: recipe.cookMinutes ?? 0 })],
  ] as const

  return (
    <div className="mt-10 space-y-10">
      <dl className="flex flex-wrap gap-x-10 gap-y-4 rounded-lg bg-white p-5 shadow-sm">
        {facts.map(([key, value, text]) =>
          value == null ? null : (
            <div key={key}>
              <dt className="text-sm text-neutral-600">{t(key)}</dt>
              <dd className="text-lg font-semibold">{text}</dd>
            </div>
          ),
        )}
      </dl>
      {recipe.ingredients.length > 0 ? (
        <Part id="recipe-ingredients" title={t('ingredients')}>
          <ul className="list-disc space-y-1 pl-5">
            {recipe.ingredients.map((ingredient, index) => (
              <li key={index}>
                {ingredient.amount ? <strong>{ingredient.amount}</strong> : null} {ingredient.name}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}
      {recipe.steps.length > 0 ? (
        <Part id="recipe-steps" title={t('steps')}>
          <ol className="list-decimal space-y-3 pl-5">
            {recipe.steps.map((step, index) => (
              <li key={index} className="whitespace-pre-line">
                {step}
              </li>
            ))}
          </ol>
        </Part>
      ) : null}
      {products.length > 0 ? (
        <Part id="recipe-products" title={t('products')}>
          <ProductGrid products={products} locale={locale} headingLevel={3} />
          {inStock.length > 0 ? (
            <ClientMessages namespaces={recipeNamespaces}>
              <AddRecipeToCart productIds={inStock} />
            </ClientMessages>
          ) : null}
        </Part>
      ) : null}
    </div>
  )
}
