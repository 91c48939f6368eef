/** `download`: files to download, each with its type and size so nobody opens a 40 MB PDF by surprise. */
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import { resolveLink } from '@/lib/content/rules/links'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { linkAttributes } from './kit/ContentLink'
import { asset, blocksOf, headingTag, integer, readFields, text, type Asset } from './kit/fields'
import { Heading } from './kit/Heading'
import styles from './Download.module.css'

/** The file type as shoppers know it (`PDF`, `DOCX`) from the file name; null when it has none. */
export function fileType(filename: string): string | null {
  const path = filename.split(/[?#]/, 1)[0] ?? ''
  const match = /\.([a-z0-9]{1,8})$/i.exec(path)
  return match?.[1] ? match[1].toUpperCase() : null
}

/** A file size for people: kB below a megabyte, MB with one decimal above, in the market's format. */
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024)
  const [value, unit] = megabytes >= 1 ? [megabytes, 'megabyte'] : [Math.max(bytes / 1024, 1), 'kilobyte']
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  }).format(value)
}

function fileName(filename: string): string {
  const last = filename.split(/[?#]/, 1)[0]?.split('/').pop() ?? ''
  try {
    return decodeURIComponent(last)
  } catch {
    return last
  }
}

const MAX_BYTES = 10 * 1024 ** 3
const itemFields = z.looseObject({
  file: asset,
  title: text,
  description: text,
  /** Bytes; Storyblok's asset field does not carry the size, so editors may enter it. */
  size: integer(1, MAX_BYTES),
})
const assetSize = z.looseObject({ size: integer(1, MAX_BYTES) })

const fields = z.looseObject({
  headline: text,
  headline_level: z.unknown(),
  /** A multi-asset field … */
  files: z.unknown(),
  /** … or download items with their own title and description. */
  items: blocksOf(['download_item']),
})

interface DownloadEntry {
  key: string
  href: string
  external: boolean
  title: string
  description?: string
  type: string | null
  size?: number
  editable: Record<string, string>
}

function entryFor(
  key: string,
  file: Asset | undefined,
  extra: { title?: string; description?: string; size?: number },
  context: BlockProps['context'],
  editable: Record<string, string> = {},
): DownloadEntry[] {
  if (!file?.filename) return []
  const link = resolveLink({ linktype: 'asset', url: file.filename }, context.language)
  // Only web addresses are downloads; a mailto or tel "file" is an editor's slip.
  if (!link || /^(mailto|tel):/i.test(link.href)) return []
  const name = fileName(file.filename)
  return [
    {
      key,
      href: link.href,
      external: link.external,
      title: extra.title ?? file.title ?? file.alt ?? name,
      description: extra.description,
      type: fileType(file.filename),
      size: extra.size ?? readFields(assetSize, file)?.size,
      editable,
    },
  ]
}

export function Download({ blok, context }: BlockProps) {
  const t = useTranslations('blocks.download')
  const data = readFields(fields, blok)
  if (!data) return null
  const fromAssets = (Array.isArray(data.files) ? data.files : []).flatMap((raw, index) =>
    entryFor(`asset-${index}`, asset.parse(raw), {}, context),
  )
  const fromItems = data.items.flatMap((item) => {
    const entry = readFields(itemFields, item)
    return entry
      ? entryFor(item._uid, entry.file, entry, context, editableAttributes(item, context.preview))
      : []
  })
  const entries = [...fromAssets, ...fromItems]
  if (entries.length === 0) return null
  return (
    <section
      className={styles.download}
      aria-label={data.headline ? undefined : t('label')}
      {...editableAttributes(blok, context.preview)}
    >
      {data.headline && (
        <Heading as={headingTag(data.headline_level, 'h2')} className={styles.headline}>
          {data.headline}
        </Heading>
      )}
      <ul className={styles.list}>
        {entries.map((entry) => {
          const meta = [
            entry.type,
            entry.size ? formatFileSize(entry.size, context.market.formattingLocale) : null,
          ]
            .filter(Boolean)
            .join(', ')
          return (
            <li key={entry.key} className={styles.item} {...entry.editable}>
              <a
                href={entry.href}
                className={styles.link}
                download={entry.external ? undefined : ''}
                {...linkAttributes({ href: entry.href, external: entry.external })}
              >
                <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true" focusable="false">
                  <path d="M12 4v11m-4.5-4.5L12 15l4.5-4.5M5 19.5h14" />
                </svg>
                <span className={styles.text}>
                  <span className={styles.title}>{entry.title}</span>
                  {entry.description && <span className={styles.description}>{entry.description}</span>}
                </span>
                {meta && <span className={styles.meta}>{t('meta', { meta })}</span>}
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
