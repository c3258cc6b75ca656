import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import { nl } from '@payloadcms/translations/languages/nl'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Addresses } from '@/collections/Addresses'
import { adminFormatsPlugin } from '@/collections/admin-formats'
import { adminLabelsPlugin } from '@/collections/admin-labels'
import { Admins } from '@/collections/Admins'
import { Breeds } from '@/collections/Breeds'
import { Carts } from '@/collections/Carts'
import { Orders } from '@/collections/Orders'
import { GiftCards } from '@/collections/GiftCards'
import { GiftCardTransactions } from '@/collections/GiftCardTransactions'
import { Categories } from '@/collections/Categories'
import { Customers } from '@/collections/Customers'
import { Discounts } from '@/collections/Discounts'
import { DiscountUses } from '@/collections/DiscountUses'
import { Media } from '@/collections/Media'
import { NopOrderRecords } from '@/collections/NopOrderRecords'
import { MailOutbox } from '@/collections/MailOutbox'
import { NewsletterSubscribers } from '@/collections/NewsletterSubscribers'
import { Pages } from '@/collections/Pages'
import { Posts } from '@/collections/Posts'
import { Products } from '@/collections/Products'
import { Redirects } from '@/collections/Redirects'
import { Reviews } from '@/collections/Reviews'
import { Tags } from '@/collections/Tags'
import { TestApplications } from '@/collections/TestApplications'
import { Tests } from '@/collections/Tests'
import { Banner } from '@/globals/Banner'
import { DeliveryCalendar } from '@/globals/DeliveryCalendar'
import { Navigation } from '@/globals/Navigation'
import { ShopSettings } from '@/globals/ShopSettings'
import { payloadLogger } from '@/logging/log'
import { mediaStorage } from '@/config/media-storage'
import { formBuilder } from '@/content/form-builder'
import { livePreview } from '@/content/live-preview'
import { jobs } from '@/content/scheduled-publishing'
import { adminTranslations } from '@/collections/admin-translations'
import { commercePickerEndpoints } from '@/content/commerce-picker-endpoint'
import { translationWorkEndpoint } from '@/content/translation-work-endpoint'
import { defaultLocale, localeLabels, locales } from '@/i18n/locales'
import { shopEmailAdapter } from '@/mail/payload-adapter'
import { invalidInputIsClientError } from '@/security/invalid-input-error'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: process.env.NEXT_PUBLIC_SERVER_URL || undefined,
  secret: process.env.PAYLOAD_SECRET || '',
  admin: {
    user: Admins.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · Admin' },
    livePreview,
    avatar: { Component: '@/components/admin/initials-avatar#InitialsAvatar' },
    // "E-mail me a sign-in link", and the button a mailed link leads to (docs/adr/0018).
    components: {
      afterLogin: ['@/components/admin/sign-in-link#SignInLink'],
      // The translator's list of texts missing or older than their Dutch (src/content/translation-work.ts).
      afterNavLinks: ['@/components/admin/translation-work-link#TranslationWorkLink'],
      views: {
        translations: {
          Component: '@/components/admin/translation-work-view#TranslationWorkView',
          path: '/translations',
        },
      },
    },
  },
  collections: [
    Products,
    Categories,
    Tags,
    Breeds,
    Reviews,
    Pages,
    Posts,
    Tests,
    TestApplications,
    Media,
    Redirects,
    Customers,
    Addresses,
    Carts,
    Orders,
    Discounts,
    DiscountUses,
    NopOrderRecords,
    MailOutbox,
    GiftCards,
    GiftCardTransactions,
    NewsletterSubscribers,
    Admins,
  ],
  globals: [ShopSettings, DeliveryCalendar, Banner, Navigation],
  // The admin's product and category pickers (src/components/admin/commerce-picker).
  endpoints: [...commercePickerEndpoints, translationWorkEndpoint],
  plugins: [formBuilder, mediaStorage(), adminFormatsPlugin, adminLabelsPlugin],
  jobs,
  editor: lexicalEditor(),
  email: shopEmailAdapter,
  localization: {
    locales: locales.map((code) => ({ code, label: localeLabels[code] })),
    defaultLocale,
    fallback: true,
  },
  i18n: {
    supportedLanguages: { nl, fr, en },
    fallbackLanguage: 'nl',
    translations: adminTranslations,
  },
  graphQL: { disable: true },
  hooks: { afterError: [invalidInputIsClientError] },
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL },
    // The schema changes only through migrations, applied once under a lock before a server
    // starts (`npm run migrate`, `npm start`), never by Payload when it connects.
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
  }),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  logger: payloadLogger(),
  telemetry: false,
})
