import type { InputHTMLAttributes, ReactNode } from 'react'
import { forwardRef, useId } from 'react'

type Props = InputHTMLAttributes<HTMLInputElement> & { label: ReactNode; error?: string }

/** A labelled input with its problem message, announced to screen readers. */
export const Field = forwardRef<HTMLInputElement, Props>(function Field(
  { label, error, className, ...input },
  ref,
) {
  const id = useId()
  const checkbox = input.type === 'checkbox'
  const control = (
    <input
      ref={ref}
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className={
        checkbox ? 'mt-1 h-4 w-4' : 'mt-1 w-full rounded border border-neutral-300 px-3 py-2'
      }
      {...input}
    />
  )
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className={checkbox ? 'flex items-start gap-2 text-sm' : 'block text-sm font-medium'}
      >
        {checkbox ? control : null}
        <span>{label}</span>
      </label>
      {checkbox ? null : control}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
})
