'use client'

/**
 * Layer 2 of the consent banner (spec 02 §2): a toggle per category (required ones always active), its
 * services with their provider and the last decisions about each (history, spec 02 §3). Its buttons
 * (save selection, accept all) sit in the banner's footer, always in view.
 */
import { useId } from 'react'
import { useFormatter, useTranslations } from 'next-intl'
import type { ConsentCategory, ConsentGroup } from '@/lib/consent/rules/model'
import styles from './ConsentBanner.module.css'

export type ConsentSelection = Partial<Record<ConsentGroup, boolean>>

interface Props {
  categories: readonly ConsentCategory[]
  selection: ConsentSelection
  onChange: (selection: ConsentSelection) => void
}

/** The toggles' starting point: each category as it stands. */
export const selectionOf = (categories: readonly ConsentCategory[]): ConsentSelection =>
  Object.fromEntries(categories.map((c) => [c.group, c.status]))

export function ConsentSettings({ categories, selection, onChange }: Props) {
  const t = useTranslations('consent')
  const format = useFormatter()
  const ids = useId()

  return (
    <div className={styles.settings} data-testid="consent-layer-2">
      {categories.map((category) => {
        const toggleId = `${ids}-${category.group}`
        const on = category.required || selection[category.group] === true
        return (
          <section key={category.group} className={styles.category} aria-labelledby={`${toggleId}-title`}>
            <div className={styles.categoryHead}>
              <h3 id={`${toggleId}-title`} className={styles.categoryTitle}>
                {category.title}
              </h3>
              <label className={styles.toggle}>
                <input
                  type="checkbox"
                  role="switch"
                  checked={on}
                  disabled={category.required}
                  aria-describedby={`${toggleId}-state`}
                  onChange={(event) => onChange({ ...selection, [category.group]: event.target.checked })}
                />
                <span className="visually-hidden">{category.title}</span>
                <span id={`${toggleId}-state`} className={styles.state}>
                  {category.required ? t('alwaysActive') : on ? t('accepted') : t('denied')}
                </span>
              </label>
            </div>
            <p className={styles.categoryText}>{category.text}</p>
            <details className={styles.services}>
              <summary>{t('servicesSummary', { count: category.services.length })}</summary>
              <ul>
                {category.services.map((service) => (
                  <li key={service.name} className={styles.service}>
                    <strong>{service.title}</strong>
                    {service.company && <span> · {t('company', { company: service.company })}</span>}
                    <span className={styles.history}>
                      {t('history', {
                        entries: service.history
                          .map((entry) =>
                            t('historyEntry', {
                              date: format.dateTime(entry.timestamp, { dateStyle: 'medium' }),
                              status: entry.status ? t('accepted') : t('denied'),
                            }),
                          )
                          .join('; '),
                      })}
                    </span>
                  </li>
                ))}
              </ul>
            </details>
          </section>
        )
      })}
    </div>
  )
}
