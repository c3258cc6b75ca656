import { describe, expect, it } from 'vitest'

import { bareDocument } from '../../../../scripts/lib/bare-document'

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<script src="/_next/static/chunks/b.js" async=""></script></head><body class="flex">' +
  '<div id="cookie-banner" hidden="" role="dialog">Cookies</div><script>show()</script>' +
  '<main><img alt="Steak" width="800" srcSet="/_next/image?url=x&amp;w=640 640w" sizes="100vw" src="/_next/image?url=x&amp;w=1920"/>' +
  '<link rel="preload" as="image" href="/x"/></main><script>self.__next_f.push([1,"x"])</script></body></html>'

describe('the first screen a bare Next.js page shows in the shop’s place', () => {
  it('is the body without a script, its question open, every picture the one given', () => {
    expect(bareDocument(page, '/picture.webp')).toEqual({
      markup:
        '<div id="cookie-banner" role="dialog">Cookies</div>' +
        '<main><img alt="Steak" width="800" src="/picture.webp"/></main>',
      stylesheets: ['/_next/static/chunks/a.css'],
    })
  })
})
