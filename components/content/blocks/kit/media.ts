/**
 * Video sources from content: a YouTube video id (only ever embedded from youtube-nocookie.com) and
 * self-hosted files, which pass the same URL safety rules as links.
 */
import { safeHref } from '@/lib/content/rules/safe-url'

const YOUTUBE_ID = /^[\w-]{11}$/
const YOUTUBE_HOSTS = /^(?:www\.|m\.|music\.)?(?:youtube\.com|youtube-nocookie\.com)$/i
const PARSE_BASE = 'https://shop.invalid'

/** The id of a YouTube video from an id, a watch, share, embed or shorts address; null otherwise. */
export function youtubeId(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const value = raw.trim()
  if (YOUTUBE_ID.test(value)) return value
  let url: URL
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const candidate =
    url.hostname.toLowerCase() === 'youtu.be'
      ? url.pathname.split('/')[1]
      : YOUTUBE_HOSTS.test(url.hostname)
        ? (url.searchParams.get('v') ?? /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname)?.[1])
        : undefined
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null
}

export interface YoutubeEmbedOptions {
  language: string
  captions: boolean
}

/**
 * The privacy-enhanced embed address, loaded only after the shopper clicked play, which is why it
 * starts playing at once.
 */
export function youtubeEmbedUrl(id: string, { language, captions }: YoutubeEmbedOptions): string {
  const params = new URLSearchParams({ autoplay: '1', rel: '0', hl: language, cc_lang_pref: language })
  if (captions) params.set('cc_load_policy', '1')
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?${params.toString()}`
}

/** A media file address: http(s) or root-relative, ending in one of `extensions`; null otherwise. */
export function mediaSource(raw: unknown, extensions: readonly string[]): string | null {
  if (typeof raw !== 'string') return null
  const safe = safeHref(raw, ['http', 'https'])
  if (!safe) return null
  const source = safe.startsWith('//') ? `https:${safe}` : safe
  let url: URL
  try {
    url = new URL(source, PARSE_BASE)
  } catch {
    return null
  }
  if (url.origin === PARSE_BASE && !source.startsWith('/')) return null
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase()
  return extension && extensions.includes(extension) ? source : null
}

export const VIDEO_EXTENSIONS = ['mp4', 'webm'] as const
export const CAPTION_EXTENSIONS = ['vtt'] as const

export const videoType = (source: string) => (/\.webm(?:[?#]|$)/i.test(source) ? 'video/webm' : 'video/mp4')
