import { cookies } from 'next/headers'

/**
 * A page rendered for each visitor: it reads the request's cookies, as the shop's own pages read
 * the session. What Next.js needs per request for a page, with nothing of the shop in it.
 */
export default async function Visitor() {
  const visitor = (await cookies()).get('visitor')?.value ?? 'guest'
  return <p>Hello {visitor}</p>
}
