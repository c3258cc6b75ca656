/** Cookies are Secure exactly when the site's public address is https. */
export const secureCookies = (): boolean =>
  (process.env.NEXT_PUBLIC_SERVER_URL ?? '').startsWith('https://')
