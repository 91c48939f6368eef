/** The search page's own form: a plain GET form, so searching again works without JavaScript. */
import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/config/markets'
import { SEARCH_LIMITS } from '@/lib/catalog/rules/search/terms'
import styles from './search-page.module.css'

export async function SearchPageForm({
  action,
  q,
  language,
}: {
  action: string
  q: string
  language: Language
}) {
  const t = await getTranslations({ locale: language, namespace: 'search.field' })
  return (
    // Not a second search landmark (issue 14 item 13): the header search is the page's one role="search".
    <form action={action} method="get" className={styles.form} data-testid="search-page-form">
      <label htmlFor="search-page-q" className={styles.label}>
        {t('label')}
      </label>
      <div className={styles.formRow}>
        <input
          id="search-page-q"
          className={styles.input}
          type="search"
          name="q"
          defaultValue={q}
          placeholder={t('placeholder')}
          maxLength={SEARCH_LIMITS.queryLength}
          enterKeyHint="search"
        />
        <button type="submit" className="button">
          {t('submit')}
        </button>
      </div>
    </form>
  )
}
