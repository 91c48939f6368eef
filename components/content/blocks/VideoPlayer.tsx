'use client'

/** The players of the `video` block: YouTube behind a privacy click, and self-hosted files. */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useReducedMotion } from '@/components/slider/useReducedMotion'
import styles from './Video.module.css'

export interface YoutubePlayerProps {
  embedUrl: string
  title: string
  playLabel: string
  privacyNote: string
  /** The editor's poster image; without one a neutral surface: YouTube's own thumbnails would load from Google before the click. */
  poster?: ReactNode
}

/**
 * Nothing of YouTube loads until the shopper clicks play (privacy): then the youtube-nocookie.com player
 * replaces the poster and takes the focus, so keyboard users land in the player.
 */
export function YoutubePlayer({ embedUrl, title, playLabel, privacyNote, poster }: YoutubePlayerProps) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])
  if (playing) {
    return (
      <iframe
        ref={frame}
        className={styles.frame}
        src={embedUrl}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  }
  return (
    <div className={styles.poster}>
      {poster}
      <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
        <span className={styles.playIcon} aria-hidden="true">
          <svg viewBox="0 0 24 24" focusable="false">
            <path d="M8 5.5v13l10-6.5z" />
          </svg>
        </span>
        <span className={styles.playLabel}>{playLabel}</span>
      </button>
      <p className={styles.privacy}>{privacyNote}</p>
    </div>
  )
}

export interface FilePlayerProps {
  src: string
  type: string
  title: string
  poster?: string
  captions?: { src: string; label: string; language: string }
  /** The editor's wish; honoured only muted and never under prefers-reduced-motion. */
  autoplay: boolean
  loop: boolean
}

/** A self-hosted video with native controls; it starts on its own only when motion is welcome. */
export function FilePlayer({ src, type, title, poster, captions, autoplay, loop }: FilePlayerProps) {
  const video = useRef<HTMLVideoElement>(null)
  const reduced = useReducedMotion()
  useEffect(() => {
    const element = video.current
    if (!element || !autoplay) return
    if (reduced) {
      element.pause()
      return
    }
    // Browsers allow starting on their own only without sound.
    element.muted = true
    element.play().catch(() => {
      // Blocked by the browser (power saving, policy): the controls stay for the shopper.
    })
  }, [autoplay, reduced])
  return (
    <video
      ref={video}
      className={styles.file}
      controls
      playsInline
      preload={autoplay ? 'auto' : 'metadata'}
      poster={poster}
      loop={loop}
      aria-label={title}
    >
      <source src={src} type={type} />
      {captions && (
        <track
          kind="captions"
          src={captions.src}
          srcLang={captions.language}
          label={captions.label}
          default
        />
      )}
    </video>
  )
}
