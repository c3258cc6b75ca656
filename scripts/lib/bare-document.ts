/**
 * The first screen of a shop page for the bare Next.js app to show without the shop's scripts
 * (bench/bare-next's /document): the body's markup as a first visit sees it before any script
 * runs, the cookie question open (a first visit has not answered it), every picture being
 * `picture`, and the page's stylesheets to hand over.
 */
export function bareDocument(
  html: string,
  picture: string,
): { markup: string; stylesheets: string[] } {
  const stylesheets = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].flatMap(
    ([tag]) => /\bhref="([^"]+)"/.exec(tag)?.slice(1) ?? [],
  )
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? ''
  const markup = body
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*>/g, '')
    .replace(/(<div id="cookie-banner")\s+hidden=""/, '$1')
    .replace(/<img\b[^>]*>/g, (img) =>
      img.replace(/\s(?:srcSet|sizes)="[^"]*"/g, '').replace(/\ssrc="[^"]*"/, ` src="${picture}"`),
    )
  return { markup, stylesheets }
}
