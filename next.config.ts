import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { securityHeaders } from './src/security/headers'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const production = process.env.NODE_ENV === 'production'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: {
    formats: ['image/webp'],
    qualities: [75, 100],
    deviceSizes: [320, 640, 768, 1024, 1280, 2600],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(production) }]
  },
}

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
