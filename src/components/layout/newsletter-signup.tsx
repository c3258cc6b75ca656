import { getTranslations } from 'next-intl/server'

/**
 * The newsletter block. Subscribing needs the newsletter service of the commerce backend; until
 * it is there the form is shown disabled with a plain explanation.
 */
export async function NewsletterSignup() {
  const t = await getTranslations('footer')
  return (
    <form className="text-sm" aria-describedby="newsletter-unavailable">
      <h2 className="mb-2 font-semibold">{t('newsletter')}</h2>
      <p className="mb-3">{t('newsletterText')}</p>
      <label className="flex flex-col gap-1">
        {t('email')}
        <input type="email" name="email" disabled className="rounded px-3 py-2 text-neutral-900" />
      </label>
      <button
        type="submit"
        disabled
        className="mt-2 rounded bg-white px-4 py-2 font-semibold text-brand-dark opacity-60"
      >
        {t('subscribe')}
      </button>
      <p id="newsletter-unavailable" className="mt-2 text-white/80">
        {t('newsletterUnavailable')}
      </p>
    </form>
  )
}
