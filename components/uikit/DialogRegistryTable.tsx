/** The UI-kit page's dialog registry as QA sees it: every kind with its default position and modality. */
import { useTranslations } from 'next-intl'
import { DIALOG_KINDS, DIALOG_KIND_NAMES } from '@/lib/ui/rules/dialog-kinds'
import styles from './UiKit.module.css'

export function DialogRegistryTable() {
  const t = useTranslations('uikit.registry')
  return (
    // A scrolling region keyboard users can reach and scroll (axe scrollable-region-focusable, WCAG 2.1.1).
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('description')}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('description')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('kind')}</th>
            <th scope="col">{t('position')}</th>
            <th scope="col">{t('modal')}</th>
          </tr>
        </thead>
        <tbody>
          {DIALOG_KIND_NAMES.map((kind) => (
            <tr key={kind}>
              <th scope="row">
                <code>{kind}</code>
              </th>
              <td>{t(`positions.${DIALOG_KINDS[kind].position}`)}</td>
              <td>{DIALOG_KINDS[kind].modal ? t('yes') : t('no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
