'use client'

/** Body of the size advisor dialog (groessenberater): measurable guidance per size of the product. */
import { useFormatter, useTranslations } from 'next-intl'
import type { SizeAdvice } from '@/lib/catalog/rules/view/size-advisor'
import styles from './dialogs.module.css'

/** Months as '4–6 Monate' below two years, whole years above (ages 2–3 → '2–3 Jahre'). */
function useAge() {
  const t = useTranslations('product.advisor')
  return (from: number, to: number) =>
    from >= 24 && from % 12 === 0 && to % 12 === 0
      ? t('ageYears', { from: from / 12, to: to / 12 })
      : t('ageMonths', { from, to })
}

export function SizeAdvisorTable({ advice }: { advice: SizeAdvice }) {
  const t = useTranslations('product.advisor')
  const age = useAge()
  const format = useFormatter()
  const number = (n: number) => format.number(n, { maximumFractionDigits: 2 })
  let head: string[]
  let rows: Array<{ value: string; cells: string[] }>
  switch (advice.kind) {
    case 'clothing':
    case 'sleepingBag':
      head = [t('columns.size'), t('columns.bodyLength'), t('columns.age')]
      rows = advice.rows.map((r) => ({
        value: r.value,
        cells: [r.label, t('cmRange', { from: r.bodyFrom, to: r.bodyTo }), age(r.ageFrom, r.ageTo)],
      }))
      break
    case 'dimensions':
      head = [t('columns.size'), t('columns.width'), t('columns.length'), t('columns.area')]
      rows = advice.rows.map((r) => ({
        value: r.value,
        cells: [
          r.label,
          t('cm', { value: r.widthCm }),
          t('cm', { value: r.lengthCm }),
          t('m2', { value: number(r.areaM2) }),
        ],
      }))
      break
    case 'diameter':
      head = [t('columns.size'), t('columns.hobZone')]
      rows = advice.rows.map((r) => ({
        value: r.value,
        cells: [r.label, t('hobZone', { from: r.diameterCm - 2, to: r.diameterCm })],
      }))
      break
    case 'screen':
      head = [t('columns.size'), t('columns.diagonal'), t('columns.distance')]
      rows = advice.rows.map((r) => ({
        value: r.value,
        cells: [
          r.label,
          t('cm', { value: r.diagonalCm }),
          t('mRange', { from: number(r.distanceFromCm / 100), to: number(r.distanceToCm / 100) }),
        ],
      }))
      break
  }
  return (
    <div className={styles.advisor} data-testid="size-advisor" data-kind={advice.kind}>
      <p>{t(`intro.${advice.kind}`)}</p>
      <table className={styles.advisorTable}>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.value}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.advisorTip}>{t(`tip.${advice.kind}`)}</p>
    </div>
  )
}
