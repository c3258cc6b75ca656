import { notFound } from 'next/navigation'

/** Any path that matches no screen: the localized not-found page, with HTTP 404. */
export default function UnmatchedPath() {
  notFound()
}
