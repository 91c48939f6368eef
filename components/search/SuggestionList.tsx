'use client'

/**
 * The header search's suggestion listbox. The listbox is always there (the combobox names it in
 * aria-controls); its groups load with the first suggestions (./SuggestionGroups.tsx).
 */
import dynamic from 'next/dynamic'
import type { SuggestionOption } from './suggestion-options'
import styles from './SearchField.module.css'

const SuggestionGroups = dynamic(() => import('./SuggestionGroups'))

interface SuggestionListProps {
  /** The combobox's id: option ids are `${id}-option-${index}`, as its aria-activedescendant names them. */
  id: string
  listboxId: string
  label: string
  options: SuggestionOption[]
  active: number
  hidden: boolean
  onChoose: (href: string) => void
}

export function SuggestionList({
  id,
  listboxId,
  label,
  options,
  active,
  hidden,
  onChoose,
}: SuggestionListProps) {
  return (
    <div className={styles.popup} hidden={hidden}>
      <ul role="listbox" id={listboxId} aria-label={label} className={styles.listbox}>
        {options.length > 0 && (
          <SuggestionGroups id={id} options={options} active={active} onChoose={onChoose} />
        )}
      </ul>
    </div>
  )
}
