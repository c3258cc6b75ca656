import type { PaymentOption } from '@/commerce/types'

/** The logos (47×29, in /payment) that stand for a method; a card payment shows its card brands. */
const logos: Record<string, Array<{ file: string; name: string }>> = {
  bancontact: [{ file: 'bancontact', name: 'Bancontact' }],
  ideal: [{ file: 'ideal', name: 'iDEAL' }],
  paypal: [{ file: 'paypal', name: 'PayPal' }],
  creditcard: [
    { file: 'visa', name: 'Visa' },
    { file: 'mastercard', name: 'Mastercard' },
  ],
}

/**
 * A badge per way to pay the shop accepts: its logo, or its name on a badge as wide as the name
 * needs (bank transfer, KBC/CBC, Belfius, Apple Pay), never a logo of a method not on offer.
 */
export function PaymentBadges({ methods }: { methods: PaymentOption[] }) {
  return (
    <ul className="flex flex-wrap gap-2" data-testid="payment-badges">
      {methods.flatMap((method) =>
        method.id in logos ? (
          logos[method.id].map((logo) => (
            <li key={logo.file} data-method={method.id}>
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={`/payment/${logo.file}.svg`}
                alt={logo.name}
                width={47}
                height={29}
                loading="lazy"
              />
            </li>
          ))
        ) : (
          <li
            key={method.id}
            data-method={method.id}
            className="flex h-[29px] min-w-[47px] items-center rounded border border-neutral-300 bg-white px-2 text-xs font-bold whitespace-nowrap text-brand-dark"
          >
            {method.label}
          </li>
        ),
      )}
    </ul>
  )
}
