/**
 * Addresses whose escapes do not decode (`/%E0%A4%A`, a lone `%`). Next.js decodes each segment
 * of the address it was asked for to match a route, even after the proxy rewrote the request;
 * next-intl's middleware decodes the path once before that (`decodeURI`). An escape that fails
 * either decoding makes Next.js answer a bare "Internal Server Error" instead of a shop page.
 */
const decodes = (segment: string, decode: (text: string) => string) => {
  try {
    decode(segment)
    return true
  } catch {
    return false
  }
}

const once = (segment: string) => decodes(segment, decodeURIComponent)
const twice = (segment: string) => decodes(segment, (text) => decodeURIComponent(decodeURI(text)))

const escapeSegments = (pathname: string, fine: (segment: string) => boolean, escape: string) => {
  const segments = pathname.split('/')
  if (segments.every(fine)) return null
  return segments
    .map((segment) => (fine(segment) ? segment : segment.replaceAll('%', escape)))
    .join('/')
}

/**
 * The address to send a visitor to instead of one Next.js cannot decode even once: the same
 * text, its stray `%` escaped, which then gets the not-found page. Null for one that decodes.
 */
export const wellFormedPath = (pathname: string): string | null =>
  escapeSegments(pathname, once, '%25')

/**
 * The path to serve an address from that decodes once but not after next-intl decoded it
 * (`/en/%25E0`): its `%` escaped for both decodings, so that the text reaches the shop's routes
 * as it is and gets the not-found page in its language. Null for a path that decodes twice.
 */
export const routablePath = (pathname: string): string | null =>
  escapeSegments(pathname, twice, '%2525')
