import { type Browser, type BrowserContext, chromium } from 'playwright'

/** Chromium as the end-to-end tests start it (CHROMIUM_PATH, default /usr/bin/chromium). */
export const openBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  })

/**
 * A new visitor: a browser context in the language of the paths it opens (else the shop sends
 * it to its own language's home), who has answered the cookie question.
 */
export const newVisitor = (
  browser: Browser,
  base: URL,
  locale: 'nl' | 'en',
): Promise<BrowserContext> =>
  browser.newContext({
    baseURL: base.origin,
    locale: locale === 'nl' ? 'nl-BE' : 'en-GB',
    storageState: {
      cookies: [],
      origins: [
        {
          origin: base.origin,
          localStorage: [{ name: 'userSawCookieBanner', value: 'allowNoCookies' }],
        },
      ],
    },
  })

/** The context's cookies as a `Cookie` header. */
export async function cookieHeader(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies()
  return cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
}
