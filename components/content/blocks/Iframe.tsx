/**
 * `iframe`: an embedded video or map from the allow-list (YouTube without cookies, Vimeo's player,
 * Google Maps embeds), sandboxed, lazily loaded, in a box of fixed ratio so nothing jumps.
 */
import { z } from 'zod'
import type { CSSProperties } from 'react'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { readFields, text } from './kit/fields'
import styles from './Iframe.module.css'

type EmbedKind = 'video' | 'map'

interface EmbedHost {
  hosts: readonly string[]
  /** Only these paths of the host are embeds; the rest of the site is not ours to frame. */
  path: RegExp
  kind: EmbedKind
}

/** The hosts whose embeds the shop frames; everything else is not rendered. */
export const EMBED_HOSTS: readonly EmbedHost[] = [
  { hosts: ['www.youtube-nocookie.com', 'youtube-nocookie.com'], path: /^\/embed\//, kind: 'video' },
  { hosts: ['player.vimeo.com'], path: /^\/video\/\d+/, kind: 'video' },
  { hosts: ['www.google.com'], path: /^\/maps(\/|$)/, kind: 'map' },
]

const SANDBOX: Record<EmbedKind, string> = {
  // Players need their own origin's scripts; popups let "watch on YouTube/Vimeo" open a tab.
  video: 'allow-scripts allow-same-origin allow-presentation allow-popups',
  map: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
}

const ALLOW: Record<EmbedKind, string> = {
  video: 'encrypted-media; picture-in-picture; fullscreen',
  map: 'fullscreen',
}

/**
 * The embed address when it may be framed: https, an allowed host and path, no credentials, no port.
 * Null for anything else, including look-alike hosts (`youtube-nocookie.com.evil.example`).
 */
export function embedSource(raw: unknown): { src: string; kind: EmbedKind } | null {
  if (typeof raw !== 'string') return null
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null
  const host = EMBED_HOSTS.find((entry) => entry.hosts.includes(url.hostname.toLowerCase()))
  if (!host || !host.path.test(url.pathname)) return null
  return { src: url.href, kind: host.kind }
}

const RATIOS = { '16:9': '16 / 9', '4:3': '4 / 3', '1:1': '1 / 1', '21:9': '21 / 9', '3:4': '3 / 4' } as const

const fields = z.looseObject({
  url: z.unknown(),
  /** A multilink holding the address, as some editors set it up. */
  link: z.looseObject({ url: z.unknown() }).optional().catch(undefined),
  /** Required: a frame without a title is a nameless hole for screen-reader users. */
  title: text,
  ratio: z.enum(Object.keys(RATIOS) as [keyof typeof RATIOS, ...(keyof typeof RATIOS)[]]).catch('16:9'),
  caption: text,
})

export function Iframe({ blok, context }: BlockProps) {
  const data = readFields(fields, blok)
  const embed = embedSource(data?.url) ?? embedSource(data?.link?.url)
  if (!data?.title || !embed) return null
  return (
    <figure className={styles.iframe} {...editableAttributes(blok, context.preview)}>
      <div className={styles.frame} style={{ '--ratio': RATIOS[data.ratio] } as CSSProperties}>
        <iframe
          src={embed.src}
          title={data.title}
          sandbox={SANDBOX[embed.kind]}
          allow={ALLOW[embed.kind]}
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className={styles.embed}
        />
      </div>
      {data.caption && <figcaption className={styles.caption}>{data.caption}</figcaption>}
    </figure>
  )
}
