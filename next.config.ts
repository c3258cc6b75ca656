import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import createNextIntlPlugin from 'next-intl/plugin'

import { lifetimes } from './src/cache/lifetimes'
import { pictureWidths } from './src/collections/Media/picture-widths'
import { clientHintsOnlyForTheAdmin } from './src/config/admin-client-hints'
import { mediaOnThisMachine, mediaRemotePatterns } from './src/config/media-hosts'
import { securityHeaders, servedOverHttps } from './src/security/headers'

// Messages are compiled at build time: browsers get no ICU message parser (about 12 kB gzipped).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { format: 'json', path: './src/i18n/messages', locales: 'infer', precompile: true },
  },
})

const production = process.env.NODE_ENV === 'production'
// Read at build time: build with the public address the site will have.
const https = servedOverHttps(production, process.env.NEXT_PUBLIC_SERVER_URL)

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Read when the server starts: with REDIS_URL, every instance shares one data and page cache.
  cacheHandler: process.env.REDIS_URL
    ? path.resolve('src/server/next-cache-handler.mjs')
    : undefined,
  // The shop server compresses, with Brotli where the browser accepts it (docs/adr/0012).
  compress: false,
  // Without REDIS_URL, rendered pages and cached reads are kept in memory only, at most
  // cacheMaxMemorySize (Next.js's default, written out): on disk, every address a visitor makes
  // up (`/vlees/99999/x`, a not-found page cached like any other) would add files without end
  // (docs/adr/0039).
  cacheMaxMemorySize: 50 * 1024 * 1024,
  experimental: {
    // The stylesheet is a file each page links, cached across pages, not inlined into every
    // page's HTML and React payload (docs/adr/0014).
    inlineCss: false,
    isrFlushToDisk: false,
  },
  // pdfkit reads its font metrics from its own folder at run time: it stays out of the bundle.
  serverExternalPackages: ['pdfkit'],
  images: {
    formats: ['image/webp'],
    qualities: [75],
    // What browsers are told to keep a resized picture for; the shop server keeps it as long.
    minimumCacheTTL: lifetimes.optimizedPictures,
    deviceSizes: [...pictureWidths],
    // Pictures on this site are addressed by path (src/lib/site-path.ts); MEDIA_URL allows another host.
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
    remotePatterns: mediaRemotePatterns(),
    dangerouslyAllowLocalIP: mediaOnThisMachine(),
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(production, https) }]
  },
}

const withAdmin = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

export default {
  ...withAdmin,
  headers: async () => clientHintsOnlyForTheAdmin((await withAdmin.headers?.()) ?? []),
} satisfies NextConfig
