'use client'

import { useRouter } from 'next/navigation'
import { useId, useState } from 'react'

import type { ShownSuggestion } from '@/commerce/types'
import type { Locale } from '@/i18n/locales'

import { useDebounced } from '@/components/use-debounced'

import { useSuggestions } from './use-suggestions'

export const SEARCH_DEBOUNCE_MS = 500

type Props = {
  locale: Locale
  /** The search page's address in this language. */
  searchPath: string
  texts: { label: string; placeholder: string; suggestions: string }
}

/** The header's search field: an ARIA combobox whose options are typeahead suggestions. */
export function SearchBox({ locale, searchPath, texts }: Props) {
  const router = useRouter()
  const id = useId()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [chosen, setChosen] = useState(-1)
  const settled = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS)

  const suggestions = useSuggestions(settled, locale)
  const visible = open && query.trim() !== '' && settled !== '' && suggestions.length > 0
  // A shorter list may arrive after the arrow keys chose a place further down.
  const active = chosen < suggestions.length ? chosen : -1
  const optionId = (index: number) => `${id}-option-${index}`

  const openProduct = (suggestion: ShownSuggestion) => {
    setOpen(false)
    router.push(suggestion.path)
  }
  const openResults = () => {
    const q = query.trim()
    if (!q) return
    setOpen(false)
    router.push(`${searchPath}?${new URLSearchParams({ q })}`)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault()
      setOpen(true)
      setChosen((index) => (index + 1) % suggestions.length)
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault()
      setChosen((index) => (index <= 0 ? suggestions.length - 1 : index - 1))
    } else if (event.key === 'Escape') {
      setOpen(false)
      setChosen(-1)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      if (visible && active >= 0) openProduct(suggestions[active])
      else openResults()
    }
  }

  return (
    <form
      role="search"
      action={searchPath}
      className="relative w-full max-w-md"
      onSubmit={(event) => {
        event.preventDefault()
        openResults()
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {texts.label}
      </label>
      <input
        id={`${id}-input`}
        name="q"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={visible}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={visible && active >= 0 ? optionId(active) : undefined}
        placeholder={texts.placeholder}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setOpen(true)
          setChosen(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        className="w-full rounded-full border border-neutral-300 bg-white px-4 py-2 text-sm"
      />
      <ul
        id={`${id}-listbox`}
        role="listbox"
        aria-label={texts.suggestions}
        hidden={!visible}
        className="absolute top-full right-0 left-0 z-20 mt-1 overflow-hidden rounded-lg bg-white shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openProduct(suggestion)}
            className={`cursor-pointer px-4 py-2 text-sm ${index === active ? 'bg-brand text-white' : ''}`}
          >
            {suggestion.name}
          </li>
        ))}
      </ul>
    </form>
  )
}
