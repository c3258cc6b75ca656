/**
 * Localized paths of every screen (spec section 2): the key is the app's internal route, the
 * values what visitors see per language (Dutch without a prefix, French under /fr, English
 * under /en). A plain string is the same path in every language.
 */
export const pathnames = {
  '/': '/',
  '/products': { nl: '/producten', fr: '/produits', en: '/products' },
  '/meat-types/[id]/[slug]': {
    nl: '/vleessoorten/[id]/[slug]',
    fr: '/types-de-viande/[id]/[slug]',
    en: '/meat-types/[id]/[slug]',
  },
  // A list's page, sort order and filters as one segment (src/routing/list-views.ts); visitors
  // see them in the query string.
  '/products/[view]': { nl: '/producten/[view]', fr: '/produits/[view]', en: '/products/[view]' },
  '/meat-types/[id]/[slug]/[view]': {
    nl: '/vleessoorten/[id]/[slug]/[view]',
    fr: '/types-de-viande/[id]/[slug]/[view]',
    en: '/meat-types/[id]/[slug]/[view]',
  },
  '/meat/[id]/[slug]': {
    nl: '/vlees/[id]/[slug]',
    fr: '/viande/[id]/[slug]',
    en: '/meat/[id]/[slug]',
  },
  '/search': { nl: '/zoeken', fr: '/recherche', en: '/search' },
  // A common search and its page as one segment (src/routing/list-views.ts).
  '/search/[view]': { nl: '/zoeken/[view]', fr: '/recherche/[view]', en: '/search/[view]' },
  '/blog/read/[id]/[slug]': {
    nl: '/blog/lezen/[id]/[slug]',
    fr: '/blog/lire/[id]/[slug]',
    en: '/blog/read/[id]/[slug]',
  },
  '/inspiration': { nl: '/inspiratie', fr: '/inspiration', en: '/inspiration' },
  // The inspiration and news lists' tag and page as one segment (src/routing/list-views.ts).
  '/inspiration/[id]': {
    nl: '/inspiratie/[id]',
    fr: '/inspiration/[id]',
    en: '/inspiration/[id]',
  },
  '/inspiration/[id]/[slug]': {
    nl: '/inspiratie/[id]/[slug]',
    fr: '/inspiration/[id]/[slug]',
    en: '/inspiration/[id]/[slug]',
  },
  '/news': { nl: '/nieuws', fr: '/actualités', en: '/news' },
  '/news/[id]': { nl: '/nieuws/[id]', fr: '/actualités/[id]', en: '/news/[id]' },
  '/news/[id]/[slug]': {
    nl: '/nieuws/[id]/[slug]',
    fr: '/actualités/[id]/[slug]',
    en: '/news/[id]/[slug]',
  },
  '/shopping-cart': { nl: '/winkelmand', fr: '/panier', en: '/shopping-cart' },
  '/checkout': '/checkout',
  '/checkout/login': { nl: '/afrekenen/login', fr: '/verifier/connexion', en: '/checkout/login' },
  '/checkout/completed/[orderId]': '/checkout/completed/[orderId]',
  '/orderdetails/[orderId]': '/orderdetails/[orderId]',
  '/account': { nl: '/account', fr: '/compte', en: '/account' },
  '/account/address': { nl: '/account/adres', fr: '/compte/adresse', en: '/account/address' },
  '/account/address-manage/[id]': {
    nl: '/account/adres-beheren/[id]',
    fr: '/compte/adresse-gérer/[id]',
    en: '/account/address-manage/[id]',
  },
  '/account/downloads': {
    nl: '/account/downloaden',
    fr: '/compte/téléchargements',
    en: '/account/downloads',
  },
  '/account/edit-password': {
    nl: '/account/password-bewerken',
    fr: '/compte/modifier-le-mot-de-passe',
    en: '/account/edit-password',
  },
  '/account/orders': '/account/orders',
  '/account/reviews': {
    nl: '/account/beoordelingen',
    fr: '/compte/commentaires',
    en: '/account/reviews',
  },
  '/register': { nl: '/registreren', fr: '/enregistrer', en: '/register' },
  '/login': '/login',
  '/logout': '/logout',
  '/passwordrecovery': '/passwordrecovery',
  // Also nopCommerce's own password link (?token=&guid=), as it mails it to its store URL.
  '/passwordrecovery/confirm': '/passwordrecovery/confirm',
  '/resetPassword': '/resetPassword',
  '/newsletter/confirm': {
    nl: '/nieuwsbrief/bevestigen',
    fr: '/newsletter/confirmer',
    en: '/newsletter/confirm',
  },
  '/newsletter/unsubscribe': {
    nl: '/nieuwsbrief/uitschrijven',
    fr: '/newsletter/désinscrire',
    en: '/newsletter/unsubscribe',
  },
  // nopCommerce's own activation and deactivation links, as it mails them to its store URL.
  '/newsletter/subscriptionactivation/[token]/[active]':
    '/newsletter/subscriptionactivation/[token]/[active]',
  '/delivery': { nl: '/levering', fr: '/livraison', en: '/delivery' },
  '/terms-and-conditions': {
    nl: '/voorwaarden',
    fr: '/termes-et-conditions',
    en: '/terms-and-conditions',
  },
  '/privacy-policy': {
    nl: '/privacy-beleid',
    fr: '/politique-de-confidentialité',
    en: '/privacy-policy',
  },
  '/tester': '/tester',
  '/tester/test/[id]': {
    nl: '/tester/toets/[id]',
    fr: '/tester/teste/[id]',
    en: '/tester/test/[id]',
  },
  '/clean-label': '/clean-label',
  '/contact': '/contact',
  '/faq': '/faq',
  '/gift-voucher': '/gift-voucher',
  '/topic': '/topic',
  '/test': '/test',
} as const

export type AppPathname = keyof typeof pathnames
