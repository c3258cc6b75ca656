'use client'

import type { PaymentOption } from '@/commerce/types'

import { PaymentChoice } from './payment-choice'

type Props = {
  legend: string
  methods: PaymentOption[]
  method: string
  onMethod: (method: string) => void
  problem: string | null
  pending: boolean
  /** The button's words, and while the request runs. */
  label: string
  pendingLabel: string
  onSubmit: () => void
  testId?: string
}

/** A payment method to choose, what went wrong if anything, and the button that pays. */
export function PaymentForm(props: Props) {
  return (
    <form action={props.onSubmit} className="space-y-4" data-testid={props.testId}>
      <PaymentChoice
        legend={props.legend}
        methods={props.methods}
        value={props.method}
        onChange={props.onMethod}
      />
      {props.problem ? (
        <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800">
          {props.problem}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={props.pending || !props.method}
        className="w-full rounded bg-brand px-5 py-3 text-lg font-semibold text-white disabled:opacity-50"
      >
        {props.pending ? props.pendingLabel : props.label}
      </button>
    </form>
  )
}
