'use client'

import type { CSSProperties, ReactNode } from 'react'

export type Choice = { value: string; label: string }

const box: CSSProperties = {
  width: '100%',
  minHeight: '2.5rem',
  padding: '0 0.75rem',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s)',
  background: 'var(--theme-input-bg)',
  color: 'var(--theme-elevation-800)',
  font: 'inherit',
}

/** A labelled control in the admin's look; `id` ties the label to it. */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field-type" style={{ flex: '1 1 12rem', marginBottom: '1rem' }}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  )
}

export function TextBox({
  id,
  label,
  value,
  onChange,
  type = 'text',
  autoComplete = 'off',
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'tel' | 'search'
  autoComplete?: string
}) {
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        style={box}
      />
    </Labelled>
  )
}

export function Choose({
  id,
  label,
  value,
  choices,
  onChange,
}: {
  id: string
  label: string
  value: string
  choices: Choice[]
  onChange: (value: string) => void
}) {
  return (
    <Labelled id={id} label={label}>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} style={box}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Labelled>
  )
}

/** Fields side by side, wrapping on a narrow screen. */
export const Row = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 1rem' }}>{children}</div>
)

export const inputStyle = box
