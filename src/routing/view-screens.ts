/**
 * The list screens whose state the proxy moves into a view segment (`list-views.ts`), each with
 * the route it is served from and the parameter that holds the view. A link to the same list in
 * another language goes to the list's own address with the state in its query, as visitors see
 * it: `/fr/inspiration?tag=recipes`, never the view's path.
 */
const viewRoutes = {
  '/products/[view]': { list: '/products', view: 'view' },
  '/meat-types/[id]/[slug]/[view]': { list: '/meat-types/[id]/[slug]', view: 'view' },
  '/inspiration/[id]': { list: '/inspiration', view: 'id' },
  '/news/[id]': { list: '/news', view: 'id' },
  '/search/[view]': { list: '/search', view: 'view' },
} as const

export type ListAddress = {
  pathname: (typeof viewRoutes)[keyof typeof viewRoutes]['list']
  params: Record<string, string>
  query: Record<string, string>
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * The list address behind a view route (`/inspiration/[id]` with id `tag=recipes`): the list's
 * route, its other parameters, and the view's state as a query. Null for any other route.
 */
export function listAddressOf(
  pathname: string,
  params: Record<string, string>,
): ListAddress | null {
  if (!Object.hasOwn(viewRoutes, pathname)) return null
  const { list, view } = viewRoutes[pathname as keyof typeof viewRoutes]
  const { [view]: text = '', ...rest } = params
  return {
    pathname: list,
    params: rest,
    query: Object.fromEntries(new URLSearchParams(decoded(text))),
  }
}
