'use client'

import { useTranslations } from 'next-intl'
import { useState, useTransition } from 'react'

import { deleteAddress } from '@/app/actions/addresses'
import { useRouter } from '@/i18n/client-navigation'

/** Deletes an address after the customer confirms it. */
export function DeleteAddress({ id, name }: { id: number; name: string }) {
  const t = useTranslations('addresses')
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <>
      <button
        type="button"
        disabled={pending}
        className="text-red-700 underline disabled:opacity-50"
        onClick={() => {
          if (!window.confirm(t('confirmDelete', { name }))) return
          startTransition(async () => {
            const result = await deleteAddress(id)
            if (result.ok)
              router.replace({ pathname: '/account/address', query: { saved: 'deleted' } })
            else setProblem(t(`problems.${result.problems.form ?? 'failed'}`))
          })
        }}
      >
        {t('delete')}
        <span className="sr-only"> {name}</span>
      </button>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </>
  )
}
