/** `video`: a YouTube video behind a privacy click, or a self-hosted file with captions. */
import { useTranslations } from 'next-intl'
import { z } from 'zod'
import { getImageProvider } from '@/lib/images/providers'
import { normalizeImageSource } from '@/lib/images/source'
import type { BlockProps } from './types'
import { editableAttributes } from './editable'
import { ContentImage } from './kit/ContentImage'
import { asset, flag, readFields, text, field } from './kit/fields'
import {
  CAPTION_EXTENSIONS,
  mediaSource,
  VIDEO_EXTENSIONS,
  videoType,
  youtubeEmbedUrl,
  youtubeId,
} from './kit/media'
import { FilePlayer, YoutubePlayer } from './lazy-clients'
import styles from './Video.module.css'

const fields = z.looseObject({
  title: text,
  description: text,
  /** A YouTube address or id. */
  youtube: text,
  youtube_id: text,
  /** A self-hosted video (mp4, webm) as an asset or an address. */
  video: field,
  poster: asset,
  /** Self-hosted: a WebVTT captions asset. YouTube: any value switches YouTube's captions on. */
  captions: field,
  autoplay: flag,
  loop: flag,
})

const POSTER_WIDTH = 960

const fileOf = (value: unknown) => (typeof value === 'string' ? value : asset.parse(value)?.filename)

export function Video({ blok, context }: BlockProps) {
  const t = useTranslations('content.video')
  const data = readFields(fields, blok)
  if (!data) return null
  const id = youtubeId(data.youtube ?? data.youtube_id)
  const file = mediaSource(fileOf(data.video), VIDEO_EXTENSIONS)
  if (!id && !file) return null
  const title = data.title ?? t('untitled')
  const poster = normalizeImageSource(data.poster?.filename)
  const captionsFile = mediaSource(fileOf(data.captions), CAPTION_EXTENSIONS)
  return (
    <figure className={styles.video} {...editableAttributes(blok, context.preview)}>
      <div className={styles.stage}>
        {id ? (
          <YoutubePlayer
            embedUrl={youtubeEmbedUrl(id, {
              language: context.language,
              captions: Boolean(captionsFile) || data.captions === true || data.captions === 'true',
            })}
            title={title}
            playLabel={data.title ? t('playTitled', { title: data.title }) : t('play')}
            privacyNote={t('privacy')}
            poster={
              data.poster && (
                <ContentImage
                  asset={data.poster}
                  width={POSTER_WIDTH}
                  ratio={16 / 9}
                  className={styles.posterImage}
                  decorative
                />
              )
            }
          />
        ) : (
          <FilePlayer
            src={file as string}
            type={videoType(file as string)}
            title={title}
            poster={
              poster ? getImageProvider('content').imageUrl(poster, { width: POSTER_WIDTH }) : undefined
            }
            captions={
              captionsFile
                ? { src: captionsFile, label: t('captions'), language: context.language }
                : undefined
            }
            autoplay={data.autoplay}
            loop={data.loop}
          />
        )}
      </div>
      {(data.title || data.description) && (
        <figcaption className={styles.caption}>
          {data.title && <strong>{data.title}</strong>}
          {data.description && <span>{data.description}</span>}
        </figcaption>
      )}
    </figure>
  )
}
