'use client'

/**
 * The header search's suggestions: one labelled group per kind of suggestion, then "all results". Loaded
 * with the first suggestions (./SuggestionList.tsx), so pages do not ship it, its pictures' code and its
 * texts' lookups before a shopper types.
 */
import { ShopImage } from '@/components/catalog/ShopImage'
import { useTranslations } from 'next-intl'
import { SUGGESTION_GROUPS, type SuggestionOption } from './suggestion-options'
import styles from './SearchField.module.css'

export interface SuggestionGroupsProps {
  /** The combobox's id: option ids are `${id}-option-${index}`, as its aria-activedescendant names them. */
  id: string
  options: SuggestionOption[]
  active: number
  onChoose: (href: string) => void
}

export default function SuggestionGroups({ id, options, active, onChoose }: SuggestionGroupsProps) {
  const t = useTranslations('search.field.groups')
  const indexed = options.map((option, index) => ({ option, index }))

  const renderOption = ({ option, index }: { option: SuggestionOption; index: number }) => (
    <li
      key={option.key}
      id={`${id}-option-${index}`}
      role="option"
      aria-selected={index === active}
      className={option.group === 'all' ? `${styles.option} ${styles.all}` : styles.option}
      data-group={option.group}
      // The text field keeps the focus (and the screen reader its place) while an option is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(option.href)}
    >
      {option.group === 'products' && (
        <span className={styles.thumb}>{option.image && <ShopImage src={option.image} size={40} />}</span>
      )}
      <span className={styles.optionText}>
        <span className={styles.optionLabel}>{option.label}</span>
        {option.detail && <span className={styles.optionDetail}>{option.detail}</span>}
      </span>
    </li>
  )

  return (
    <>
      {SUGGESTION_GROUPS.map((group) => {
        const members = indexed.filter(({ option }) => option.group === group)
        if (members.length === 0) return null
        return (
          <li key={group} role="presentation">
            <span id={`${id}-group-${group}`} className={styles.groupLabel} role="presentation">
              {t(group)}
            </span>
            <ul role="group" aria-labelledby={`${id}-group-${group}`} className={styles.group}>
              {members.map(renderOption)}
            </ul>
          </li>
        )
      })}
      {indexed.filter(({ option }) => option.group === 'all').map(renderOption)}
    </>
  )
}
