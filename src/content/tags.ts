/** Cache tags of editorial content; the data layer tags, collection hooks expire. */
export const contentTags = {
  page: (key: string) => `page:${key}`,
  pagePaths: 'page-paths',
  post: (id: number | string) => `post:${id}`,
  posts: 'posts',
  tests: 'tests',
  test: (id: number | string) => `test:${id}`,
}
