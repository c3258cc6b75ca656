import { getTranslations } from 'next-intl/server'

import { commerce } from '@/commerce'
import { PACKAGES_AND_PROMOS } from '@/commerce/rules/categories'
import { shopPaymentMethods } from '@/content/payment-methods'
import type { SiteFrame } from '@/content/settings'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'

import { categoryHref, infoLinks, inspirationHref, type MenuLink } from './menu'
import { NewsletterSignup } from './newsletter-signup'
import { PaymentBadges } from './payment-badges'

const socialNetworks = ['facebook', 'instagram', 'twitter', 'youtube'] as const
const networkNames = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  youtube: 'YouTube',
}

function Column({ title, links }: { title: string; links: MenuLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 font-semibold">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <Link href={link.href} className="hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The four-column footer of spec section 2, with contact, newsletter, payments and legal links. */
export async function SiteFooter({ locale, frame }: { locale: Locale; frame: SiteFrame }) {
  const [t, menu, roots, paymentMethods] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'menu' }),
    commerce.catalog.rootCategories(locale),
    shopPaymentMethods(locale),
  ])
  const { settings } = frame
  const packages = roots.find((category) => category.id === PACKAGES_AND_PROMOS)
  const link = (category: { id: number; name: string; slug: string }) => ({
    label: category.name,
    href: categoryHref(category),
  })
  const socials = socialNetworks.filter((network) => settings.social?.[network])

  return (
    <footer className="mt-16 bg-brand-dark text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <Column
          title={t('products')}
          links={roots.filter((category) => category.id !== PACKAGES_AND_PROMOS).map(link)}
        />
        {packages ? (
          <Column title={packages.name} links={packages.subCategories.map(link)} />
        ) : null}
        <Column
          title={t('inspiration')}
          links={frame.blogCategories.map((category) => ({
            label: category.label,
            href: inspirationHref(category),
          }))}
        />
        <Column
          title={t('info')}
          links={[
            { label: menu('about'), href: { pathname: '/', hash: 'about' } },
            ...infoLinks(menu),
          ]}
        />
      </div>
      <div className="mx-auto grid max-w-6xl gap-8 border-t border-white/20 px-4 py-8 md:grid-cols-3">
        <NewsletterSignup locale={locale} />
        <address className="text-sm not-italic">
          <h2 className="mb-2 font-semibold">{t('address')}</h2>
          <p>{settings.address.street}</p>
          <p>
            {settings.address.postcode} {settings.address.city}
          </p>
          <p className="mt-2">
            <a href={`tel:${settings.phone.replace(/\s/g, '')}`} className="hover:underline">
              {settings.phone}
            </a>
          </p>
          <p>
            <a href={`mailto:${settings.email}`} className="hover:underline">
              {settings.email}
            </a>
          </p>
        </address>
        <div className="text-sm">
          <h2 className="mb-2 font-semibold">{t('followUs')}</h2>
          <ul className="flex flex-wrap gap-3">
            {socials.map((network) => (
              <li key={network}>
                <a
                  href={settings.social?.[network] ?? ''}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:underline"
                >
                  {networkNames[network]} <span className="sr-only">{t('opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
          <h2 className="mt-4 mb-2 font-semibold">{t('payments')}</h2>
          <PaymentBadges methods={paymentMethods} />
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 border-t border-white/20 px-4 py-6 text-sm">
        <Link href="/" aria-label={t('toHome')} className="font-bold">
          De Vleesboetiek
        </Link>
        <Link href="/terms-and-conditions" className="hover:underline">
          {t('terms')}
        </Link>
        <Link href="/privacy-policy" className="hover:underline">
          {t('privacy')}
        </Link>
        <span>{t('copyright', { year: new Date().getFullYear() })}</span>
        {settings.credit?.label && settings.credit.url ? (
          <a
            href={settings.credit.url}
            target="_blank"
            rel="noopener noreferrer"
            className="ml-auto hover:underline"
          >
            {t('credit', { name: settings.credit.label })}
          </a>
        ) : null}
      </div>
    </footer>
  )
}
