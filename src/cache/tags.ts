type Id = number | string

/**
 * Every cache tag of the shop. Reads are cached under them (src/cache/data-cache.ts); a change
 * expires them (src/cache/expiry.ts says which change expires which).
 */
export const cacheTags = {
  /** Every catalog entry: lists, searches, facets, products and categories. */
  catalog: 'catalog',
  product: (id: Id) => `product:${id}`,
  category: (id: Id) => `category:${id}`,
  /** Shop settings, delivery calendar, notice bar and navigation: the frame of every page. */
  settings: 'settings',
  /** An editor's page by its key (the shop's screen that shows it). */
  page: (key: string) => `page:${key}`,
  /** Where editors' pages live: address lookups, language switches, the menu. */
  pagePaths: 'page-paths',
  post: (id: Id) => `post:${id}`,
  /** The lists that show posts (inspiration, news, the home page's teasers). */
  posts: 'posts',
  test: (id: Id) => `test:${id}`,
  tests: 'tests',
}
