'use client'

import type { PaymentOption } from '@/commerce/types'

type Props = {
  legend: string
  methods: PaymentOption[]
  value: string
  onChange: (id: string) => void
}

/** The ways to pay, one radio button each. */
export function PaymentChoice({ legend, methods, value, onChange }: Props) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-xl font-semibold">{legend}</legend>
      {methods.map((option) => (
        <label key={option.id} className="flex items-center gap-2">
          <input
            type="radio"
            name="paymentMethod"
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}
