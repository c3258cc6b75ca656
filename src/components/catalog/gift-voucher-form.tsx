'use client'

import { useLocale, useTranslations } from 'next-intl'
import { lazy, Suspense, useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import { addGiftVoucher } from '@/app/actions/cart'
import { GIFT_MESSAGE_MAX, giftRecipientProblems } from '@/commerce/rules/gift-card-recipient'
import type { GiftCardRecipient } from '@/commerce/types'
import type { AddedTexts } from '@/components/cart/added-dialog-texts'
import { Field } from '@/components/forms/field'
import { FormEnd } from '@/components/forms/form-end'
import { problemResolver } from '@/components/forms/problem-resolver'
import { announceCartCount } from '@/components/layout/visitor'
import { withMessages } from '@/i18n/with-messages'

const loadAddedDialog = () => import('@/components/cart/added-dialog')
const AddedDialog = lazy(() =>
  loadAddedDialog().then((module) => ({ default: module.AddedDialog })),
)

type Props = { productId: number; inStock: boolean; added: AddedTexts }

const empty: GiftCardRecipient = {
  recipientName: '',
  recipientEmail: '',
  senderName: '',
  senderEmail: '',
  message: '',
}

/**
 * A gift voucher's recipient and sender, checked by the rule the server applies, then added. It
 * loads after the page, with the translation runtime and its messages (docs/adr/0034).
 */
export const GiftVoucherForm = withMessages(function GiftVoucherForm({
  productId,
  inStock,
  added: addedTexts,
}: Props) {
  const t = useTranslations('product')
  const locale = useLocale()
  const messageId = useId()
  const [general, setGeneral] = useState<string | null>(null)
  const [added, setAdded] = useState(false)
  const message = (problem: string) => t(`giftVoucher.problems.${problem}`)
  const form = useForm<GiftCardRecipient>({
    defaultValues: empty,
    resolver: problemResolver(giftRecipientProblems, message),
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (recipient) => {
    void loadAddedDialog()
    const result = await addGiftVoucher(locale, productId, recipient)
    if (!result.ok) {
      setGeneral(result.message)
      return
    }
    setGeneral(null)
    form.reset(empty)
    setAdded(true)
    void announceCartCount(result.itemCount)
  })

  const text = (name: keyof GiftCardRecipient, type = 'text', autoComplete = 'off') => (
    <Field
      label={t(`giftVoucher.${name}`)}
      type={type}
      autoComplete={autoComplete}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  )

  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="gift-voucher-form">
      <div className="grid gap-3 sm:grid-cols-2">
        {text('recipientName')}
        {text('recipientEmail', 'email')}
        {text('senderName', 'text', 'name')}
        {text('senderEmail', 'email', 'email')}
      </div>
      <div>
        <label htmlFor={messageId} className="block text-sm font-medium">
          {t('giftVoucher.message')}
        </label>
        <textarea
          id={messageId}
          rows={3}
          maxLength={GIFT_MESSAGE_MAX}
          aria-invalid={errors.message ? true : undefined}
          className="mt-1 w-full rounded border border-neutral-300 px-3 py-2"
          {...form.register('message')}
        />
        {errors.message ? (
          <p className="mt-1 text-sm text-red-700">{errors.message.message}</p>
        ) : null}
      </div>
      <p className="text-sm text-neutral-600">{t('giftVoucher.hint')}</p>
      <FormEnd
        problem={general}
        submitting={isSubmitting || !inStock}
        label={t('addToCart')}
        wide={false}
      />
      {added ? (
        <Suspense fallback={null}>
          <AddedDialog open onOpenChange={setAdded} texts={addedTexts} />
        </Suspense>
      ) : null}
    </form>
  )
})
