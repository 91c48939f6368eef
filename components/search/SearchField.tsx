'use client'

/**
 * The header's search field: an ARIA 1.2 combobox whose listbox suggests products,
 * categories and content pages while typing. Without JavaScript it is a plain GET form to the search page.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import type { Suggestions } from '@/lib/catalog/server/search/suggest'
import type { Language } from '@/lib/config/markets'
import { SuggestionList } from './SuggestionList'
import { moveActive, SUGGEST, suggestionOptions, suggestUrl, wantsSuggestions } from './suggestion-options'
import { useDebouncedValue } from './useDebouncedValue'
import styles from './SearchField.module.css'

async function fetchSuggestions(language: Language, q: string, signal: AbortSignal): Promise<Suggestions> {
  const response = await fetch(suggestUrl(language, q), { signal, headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`suggestions answered ${response.status}`)
  const body = (await response.json()) as Partial<Suggestions>
  return { products: body.products ?? [], categories: body.categories ?? [], pages: body.pages ?? [] }
}

interface SearchFieldProps {
  /** The localised search page (/de/suche/): the form's target, with or without JavaScript. */
  action: string
  language: Language
}

export function SearchField({ action, language }: SearchFieldProps) {
  const t = useTranslations('search.field')
  const router = useRouter()
  const id = useId()
  const listboxId = `${id}-listbox`
  const [text, setText] = useState('')
  const input = useRef<HTMLInputElement>(null)
  // Words typed before the page was interactive are in the field but not in React's state (hydration
  // keeps the field's own value): taken over once, so the suggestions and Enter see them.
  useEffect(() => {
    const typed = input.current?.value
    if (typed) setText(typed)
  }, [])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const q = useDebouncedValue(text.trim(), SUGGEST.debounceMs)
  const enabled = wantsSuggestions(q)
  const suggestions = useQuery({
    queryKey: ['search-suggest', language, q],
    queryFn: ({ signal }) => fetchSuggestions(language, q, signal),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  })

  const resultsHref = (value: string) => `${action}?${new URLSearchParams({ q: value }).toString()}`
  const options = useMemo(
    () =>
      enabled && wantsSuggestions(text) && suggestions.data
        ? suggestionOptions(suggestions.data, { label: t('showAll', { query: q }), href: resultsHref(q) })
        : [],
    // resultsHref only reads `action`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [enabled, text, suggestions.data, q, action, t],
  )
  const expanded = open && options.length > 0
  const activeOption = expanded && active >= 0 ? options[active] : undefined

  function close() {
    setOpen(false)
    setActive(-1)
  }

  function go(href: string) {
    close()
    router.push(href)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) setOpen(true)
      setActive((current) =>
        moveActive(open ? current : -1, options.length, event.key as 'ArrowDown' | 'ArrowUp'),
      )
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault()
      go(activeOption.href)
    } else if (event.key === 'Escape') {
      if (expanded) {
        // The first Escape only closes the list; the next one clears the text (APG combobox).
        event.preventDefault()
        close()
      } else setText('')
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The field's own value: what the shopper sees, even if typed before the page was interactive.
    const value = (input.current?.value ?? text).trim()
    go(value ? resultsHref(value) : action)
  }

  let status = ''
  if (open && enabled && suggestions.isError) status = t('failed')
  else if (open && enabled && suggestions.isSuccess && !suggestions.isPlaceholderData)
    status = t('status', { count: Math.max(0, options.length - 1) })

  return (
    <form
      role="search"
      action={action}
      method="get"
      className={styles.form}
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close()
      }}
    >
      <label htmlFor={`${id}-input`} className={styles.visuallyHidden}>
        {t('label')}
      </label>
      <div className={styles.field}>
        <input
          id={`${id}-input`}
          ref={input}
          className={styles.input}
          // A combobox, not type="search": HTML allows role="combobox" only on a text input (the form
          // stays the search landmark, enterkeyhint keeps the phone keyboard's search key).
          type="text"
          name="q"
          value={text}
          placeholder={t('placeholder')}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? `${id}-option-${active}` : undefined}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.submit}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span className={styles.visuallyHidden}>{t('submit')}</span>
        </button>
      </div>
      <SuggestionList
        id={id}
        listboxId={listboxId}
        label={t('suggestions')}
        options={options}
        active={active}
        hidden={!expanded}
        onChoose={(href) => go(href)}
      />
      <div role="status" aria-live="polite" aria-atomic="true" className={styles.visuallyHidden}>
        {status}
      </div>
    </form>
  )
}
