'use client'

import { useTranslations } from 'next-intl'
import { Dialog } from 'radix-ui'
import { useState } from 'react'

import type { ReviewForm as Values } from '@/commerce/rules/review-input'

import { ReviewForm } from './review-form'

/**
 * The review dialog of the product page, for signed-in customers; a customer who already wrote a
 * review of the product edits it.
 */
export function WriteReview({
  productId,
  productName,
  own,
}: {
  productId: number
  productName: string
  own: Values | null
}) {
  const t = useTranslations('reviews')
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState(false)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) setSent(false)
      }}
    >
      <Dialog.Trigger className="rounded border border-brand px-4 py-2 font-semibold text-brand-dark">
        {own ? t('edit') : t('write')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="mb-4 text-lg font-bold text-brand-dark">
            {t('dialogTitle', { name: productName })}
          </Dialog.Title>
          {sent ? (
            <div className="space-y-4">
              <Dialog.Description role="status">{t('thanks')}</Dialog.Description>
              <Dialog.Close className="rounded bg-brand px-4 py-2 font-semibold text-white">
                {t('close')}
              </Dialog.Close>
            </div>
          ) : (
            <>
              {own ? (
                <Dialog.Description className="mb-4 text-sm">{t('editing')}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{t('dialogHint')}</Dialog.Description>
              )}
              <ReviewForm productId={productId} own={own} onSent={() => setSent(true)} />
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
