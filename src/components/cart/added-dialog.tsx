'use client'

import { Dialog } from 'radix-ui'

import { IntentLink } from '@/i18n/intent-link'

import type { AddedTexts } from './added-dialog-texts'

type Props = { open: boolean; onOpenChange: (open: boolean) => void; texts: AddedTexts }

/** After adding to the cart: keep shopping, or go to the cart to order. */
export function AddedDialog({ open, onOpenChange, texts }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-brand-dark">{texts.added}</Dialog.Title>
          <Dialog.Description className="mt-2 text-neutral-700">
            {texts.addedText}
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className="rounded border border-neutral-300 px-4 py-2">
              {texts.continueShopping}
            </Dialog.Close>
            <IntentLink
              href={texts.cartHref}
              fresh
              onClick={() => onOpenChange(false)}
              className="rounded bg-brand px-4 py-2 font-semibold text-white"
            >
              {texts.goToCart}
            </IntentLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
