'use client'

import {
  Button,
  FieldDescription,
  FieldError,
  FieldLabel,
  fieldBaseClass,
  RenderCustomComponent,
  useConfig,
  useField,
  useTranslation,
  withCondition,
} from '@payloadcms/ui'
import type { NumberFieldClientProps } from 'payload'
import { type KeyboardEvent, useState } from 'react'

import type { Choice, ChoiceKind } from '@/content/commerce-choices'
import { localeOr } from '@/i18n/locales'

import { inputStyle } from '../phone-order/fields'
import { useChoiceNames, useChoiceSearch } from './use-choices'
import { type PickerWords, pickerWords } from './words'

const row = { display: 'flex', alignItems: 'center', gap: '0.5rem', flexWrap: 'wrap' } as const
const list = { listStyle: 'none', margin: '0 0 0.75rem', padding: 0 } as const

const chosenIds = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.filter((id): id is number => typeof id === 'number')
    : typeof value === 'number'
      ? [value]
      : []

/**
 * A product or category field of the admin: the editor finds them by name in the shop's catalog
 * (native or nopCommerce, through `/api/commerce-picker`) and sees the chosen ones by name, in
 * order for a list. The form keeps the commerce ids, as a number or a list of numbers.
 */
function CommercePicker({
  field,
  path: pathProp,
  readOnly,
  kind,
}: NumberFieldClientProps & { kind: ChoiceKind }) {
  const { i18n } = useTranslation()
  const words = pickerWords(kind, localeOr(i18n.language))
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const { value, setValue, showError, path, disabled, customComponents } = useField<
    number | number[] | null
  >({ potentiallyStalePath: pathProp })
  const many = Boolean(field.hasMany)
  const chosen = chosenIds(value)
  const { names, gone, remember } = useChoiceNames(api, kind, chosen)
  const [text, setText] = useState('')
  const search = useChoiceSearch(api, kind, text)
  const locked = Boolean(readOnly || disabled || field.admin?.readOnly)
  const searchId = `field-${path.replace(/\./g, '__')}-search`

  const choose = (ids: number[]) => setValue(many ? ids : (ids[0] ?? null))
  const nameOf = (id: number) => names.get(id) ?? (gone.has(id) ? words.gone(id) : `${id}`)
  const offered =
    search.state === 'found' ? search.choices.filter((choice) => !chosen.includes(choice.id)) : []

  function pick(choice: Choice) {
    remember(choice)
    choose(many ? [...chosen, choice.id] : [choice.id])
    setText('')
  }

  function move(from: number, to: number) {
    const next = [...chosen]
    const [id] = next.splice(from, 1)
    next.splice(to, 0, id)
    choose(next)
  }

  // Enter takes the first match instead of saving the document; Escape clears the search.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault()
      if (offered[0]) pick(offered[0])
    } else if (event.key === 'Escape') setText('')
  }

  return (
    <div
      className={[fieldBaseClass, 'commerce-picker', showError && 'error']
        .filter(Boolean)
        .join(' ')}
    >
      <RenderCustomComponent
        CustomComponent={customComponents?.Label}
        Fallback={
          <FieldLabel
            label={field.label}
            localized={field.localized}
            path={path}
            required={field.required}
            htmlFor={searchId}
          />
        }
      />
      <div className={`${fieldBaseClass}__wrap`}>
        <RenderCustomComponent
          CustomComponent={customComponents?.Error}
          Fallback={<FieldError path={path} showError={showError} />}
        />
        <ChosenList
          words={words}
          ids={chosen}
          nameOf={nameOf}
          orderable={many && !locked}
          removable={!locked}
          onMove={move}
          onRemove={(index) => choose(chosen.filter((_, at) => at !== index))}
        />
        {!locked && (
          <>
            <input
              id={searchId}
              type="search"
              aria-label={words.search}
              placeholder={words.typeHint}
              autoComplete="off"
              maxLength={100}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              style={inputStyle}
            />
            <SearchAnswer words={words} search={search} offered={offered} onPick={pick} />
          </>
        )}
      </div>
      <RenderCustomComponent
        CustomComponent={customComponents?.Description}
        Fallback={<FieldDescription description={field.admin?.description} path={path} />}
      />
    </div>
  )
}

/**
 * Hidden while its condition fails (a carousel's products only for "chosen products"): Payload
 * leaves that to a custom field itself.
 */
export const CommercePickerField = withCondition(CommercePicker)

function ChosenList({
  words,
  ids,
  nameOf,
  orderable,
  removable,
  onMove,
  onRemove,
}: {
  words: PickerWords
  ids: number[]
  nameOf: (id: number) => string
  orderable: boolean
  removable: boolean
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
}) {
  if (ids.length === 0) return <p style={{ margin: '0 0 0.5rem' }}>{words.nothingChosen}</p>
  return (
    <ol aria-label={words.chosen} style={list}>
      {ids.map((id, index) => {
        const name = nameOf(id)
        return (
          <li key={`${id}-${index}`} style={{ ...row, marginBottom: '0.25rem' }}>
            <span style={{ flex: '1 1 12rem' }}>{name}</span>
            {orderable && (
              <>
                <Button
                  buttonStyle="secondary"
                  size="small"
                  margin={false}
                  aria-label={`${words.up}: ${name}`}
                  disabled={index === 0}
                  onClick={() => onMove(index, index - 1)}
                >
                  ↑
                </Button>
                <Button
                  buttonStyle="secondary"
                  size="small"
                  margin={false}
                  aria-label={`${words.down}: ${name}`}
                  disabled={index === ids.length - 1}
                  onClick={() => onMove(index, index + 1)}
                >
                  ↓
                </Button>
              </>
            )}
            {removable && (
              <Button
                buttonStyle="secondary"
                size="small"
                margin={false}
                aria-label={`${words.remove}: ${name}`}
                onClick={() => onRemove(index)}
              >
                {words.remove}
              </Button>
            )}
          </li>
        )
      })}
    </ol>
  )
}

function SearchAnswer({
  words,
  search,
  offered,
  onPick,
}: {
  words: PickerWords
  search: ReturnType<typeof useChoiceSearch>
  offered: Choice[]
  onPick: (choice: Choice) => void
}) {
  if (search.state === 'idle') return null
  if (search.state === 'searching') return <p role="status">{words.searching}</p>
  if (search.state === 'failed') return <p role="alert">{words.failed}</p>
  if (offered.length === 0) return <p role="status">{words.noMatch}</p>
  return (
    <ul aria-label={words.found} style={{ ...list, marginTop: '0.5rem' }}>
      {offered.map((choice) => (
        <li key={choice.id} style={{ marginBottom: '0.25rem' }}>
          <Button buttonStyle="pill" size="small" margin={false} onClick={() => onPick(choice)}>
            {choice.name}
          </Button>
        </li>
      ))}
    </ul>
  )
}
