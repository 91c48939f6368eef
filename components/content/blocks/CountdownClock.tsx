'use client'

/**
 * The ticking part of a countdown. The page may come from a cache, so the time left is measured
 * against this browser's clock, once a second, on the second; at zero the clock stops and says so.
 */
import { useEffect, useMemo, useState } from 'react'
import styles from './Countdown.module.css'

export interface CountdownLabels {
  /** The day unit in its singular and plural form; the clock picks by the count and the locale. */
  days: { one: string; other: string }
  hours: string
  minutes: string
  seconds: string
  ended: string
}

interface Props {
  /** The campaign end as an ISO instant. */
  endsAt: string
  /** What the server rendered, so the first client render matches it. */
  initialRemainingMs: number
  labels: CountdownLabels
  /** The market's formatting locale, for the plural rule of the day count. */
  locale: string
}

const SECOND = 1000

function parts(remainingMs: number) {
  const total = Math.floor(Math.max(0, remainingMs) / SECOND)
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  }
}

const pad = (value: number) => String(value).padStart(2, '0')

export function CountdownClock({ endsAt, initialRemainingMs, labels, locale }: Props) {
  const [remaining, setRemaining] = useState(initialRemainingMs)
  const end = Date.parse(endsAt)
  // The clock renders every second; the locale's plural rule is built once.
  const plural = useMemo(() => new Intl.PluralRules(locale), [locale])

  useEffect(() => {
    if (Number.isNaN(end)) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      const left = Math.max(0, end - Date.now())
      setRemaining(left)
      // Aligning on the next whole second keeps the seconds from skipping or doubling.
      if (left > 0) timer = setTimeout(tick, (left % SECOND) + 1 || SECOND)
    }
    timer = setTimeout(tick, 0)
    return () => clearTimeout(timer)
  }, [end])

  if (remaining <= 0) {
    return (
      <p className={styles.ended} role="status">
        {labels.ended}
      </p>
    )
  }
  const { days, hours, minutes, seconds } = parts(remaining)
  const units = [
    {
      key: 'days',
      value: String(days),
      label: plural.select(days) === 'one' ? labels.days.one : labels.days.other,
    },
    { key: 'hours', value: pad(hours), label: labels.hours },
    { key: 'minutes', value: pad(minutes), label: labels.minutes },
    { key: 'seconds', value: pad(seconds), label: labels.seconds },
  ]
  return (
    <ol className={styles.clock}>
      {units.map((unit) => (
        <li key={unit.key} className={styles.unit}>
          {/* Keyed by value: a changed digit enters anew, which the stylesheet animates unless motion is reduced. */}
          <span key={unit.value} className={styles.value}>
            {unit.value}
          </span>
          <span className={styles.label}>{unit.label}</span>
        </li>
      ))}
    </ol>
  )
}
