/** The link to a product's page, in any language (next-intl localizes the path). */
export const productHref = (product: { id: number; slug: string }) => ({
  pathname: '/meat/[id]/[slug]' as const,
  params: { id: product.id, slug: product.slug },
})
