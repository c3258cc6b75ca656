/**
 * Payload writes an upload's address in full once the site has a public address
 * (`http://shop.example/api/media/file/x.jpg`). The image optimizer (`/_next/image`) fetches only
 * this site's paths (`images.localPatterns`) and the hosts of `images.remotePatterns`, and it
 * would refuse the full form of this site's own address. So an address on this site becomes its
 * path; one on another host (a CDN, see MEDIA_URL) stays as it is.
 */
export function sitePath(url: string, siteUrl = process.env.NEXT_PUBLIC_SERVER_URL): string {
  if (!siteUrl || url.startsWith('/')) return url
  const site = new URL(siteUrl)
  const target = new URL(url, site)
  return target.origin === site.origin ? `${target.pathname}${target.search}` : url
}
