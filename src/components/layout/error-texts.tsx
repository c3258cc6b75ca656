'use client'

import { createContext, type ReactNode, useContext } from 'react'

import type { ErrorScreenTexts } from './error-screen-texts'

const Texts = createContext<ErrorScreenTexts | null>(null)

/** Hands the error screen (an error boundary inside the frame) its texts from the server. */
export function ErrorTexts({ texts, children }: { texts: ErrorScreenTexts; children: ReactNode }) {
  return <Texts value={texts}>{children}</Texts>
}

export function useErrorTexts(): ErrorScreenTexts {
  const texts = useContext(Texts)
  if (!texts) throw new Error('The error screen is rendered outside the frame.')
  return texts
}
