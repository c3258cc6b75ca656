import { CONSENT_KEY, COOKIE_BANNER_ID } from './consent'

/**
 * The inline script that shows the server-rendered cookie banner before the first paint when no
 * choice is stored and the page is not the privacy policy (its address in this language).
 */
export const showCookieBannerScript = (privacyPath: string) =>
  `(function(){try{var v=localStorage.getItem(${JSON.stringify(CONSENT_KEY)});` +
  `if(v!=='allowAllCookies'&&v!=='allowNoCookies'&&decodeURI(location.pathname)!==${JSON.stringify(privacyPath)})` +
  `document.getElementById(${JSON.stringify(COOKIE_BANNER_ID)}).hidden=false}catch(e){}})()`
