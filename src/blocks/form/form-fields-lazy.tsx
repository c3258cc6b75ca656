'use client'

import { lazyIsland } from '@/components/lazy-island'

/** The form's fields (with the form library) load only on pages that hold a form block. */
export const LazyFormFields = lazyIsland(() =>
  import('./form-fields').then((module) => module.FormFields),
)
