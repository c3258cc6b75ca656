/** Screens whose main content comes with a later part of the shop; the frame is real. */
export const placeholderScreens = {
  blogRead: { pathname: '/blog/read/[id]/[slug]', signedIn: false },
  inspiration: { pathname: '/inspiration', signedIn: false },
  inspirationDetail: { pathname: '/inspiration/[id]/[slug]', signedIn: false },
  news: { pathname: '/news', signedIn: false },
  newsDetail: { pathname: '/news/[id]/[slug]', signedIn: false },
  accountDownloads: { pathname: '/account/downloads', signedIn: true },
  delivery: { pathname: '/delivery', signedIn: false },
  terms: { pathname: '/terms-and-conditions', signedIn: false },
  privacy: { pathname: '/privacy-policy', signedIn: false },
  tester: { pathname: '/tester', signedIn: false },
  testerTest: { pathname: '/tester/test/[id]', signedIn: false },
  cleanLabel: { pathname: '/clean-label', signedIn: false },
  contact: { pathname: '/contact', signedIn: false },
  faq: { pathname: '/faq', signedIn: false },
  giftVoucher: { pathname: '/gift-voucher', signedIn: false },
  topic: { pathname: '/topic', signedIn: false },
  test: { pathname: '/test', signedIn: false },
} as const

export type PlaceholderScreen = keyof typeof placeholderScreens
