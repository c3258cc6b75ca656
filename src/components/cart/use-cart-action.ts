'use client'

import { useState, useTransition } from 'react'

import { announceCartCount } from '@/components/layout/visitor'

type Answer = { ok: true; itemCount: number } | { ok: false; message: string }

/**
 * A button's server action that fills the cart: pending while it runs, its answer kept for the
 * page to show, and the header's count told when it worked.
 */
export function useCartAction<R extends Answer>(run: () => Promise<R>) {
  const [pending, startTransition] = useTransition()
  const [result, setResult] = useState<R | null>(null)
  const submit = () =>
    startTransition(async () => {
      const answer = await run()
      setResult(answer)
      if (answer.ok) void announceCartCount(answer.itemCount)
    })
  return { pending, result, submit }
}
