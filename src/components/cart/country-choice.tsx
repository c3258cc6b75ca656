'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, useTransition } from 'react'

import { chooseCountry } from '@/app/actions/cart'
import type { CountryCode } from '@/commerce/types'

import { useScreenRefresh } from '@/components/shopper/screen-refresh'

export type CountryChoiceProps = {
  country: CountryCode
  /** The countries the shop delivers to, named in the page's language. */
  countries: Array<{ code: CountryCode; name: string }>
  /** What delivery to the chosen country costs and takes, worded on the server. */
  terms: string[]
}

/** Where the cart is delivered to: the cart is priced again for that country. */
export function CountryChoice({ country, countries, terms }: CountryChoiceProps) {
  const t = useTranslations('cart')
  const locale = useLocale()
  const refresh = useScreenRefresh()
  const [pending, startTransition] = useTransition()
  const [chosen, setChosen] = useState(country)
  const [problem, setProblem] = useState<string | null>(null)

  function choose(next: CountryCode) {
    setChosen(next)
    startTransition(async () => {
      const result = await chooseCountry(locale, next)
      setProblem(result.ok ? null : result.message)
      if (!result.ok) setChosen(country)
      refresh()
    })
  }

  return (
    <section className="ml-auto w-full max-w-sm space-y-1" data-testid="delivery-country">
      <label className="block text-sm font-medium">
        {t('country.label')}
        <select
          value={chosen}
          disabled={pending}
          onChange={(event) => choose(event.currentTarget.value as CountryCode)}
          className="mt-1 block w-full rounded border border-neutral-300 px-3 py-2"
        >
          {countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {terms.map((line) => (
        <p key={line} className="text-sm text-neutral-600" data-testid="country-terms">
          {line}
        </p>
      ))}
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </section>
  )
}
