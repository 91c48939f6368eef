// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Video } from '@/components/content/blocks/Video'
import {
  mediaSource,
  VIDEO_EXTENSIONS,
  youtubeEmbedUrl,
  youtubeId,
} from '@/components/content/blocks/kit/media'
import { allHrefs, blockContext, blok, renderBlock, storyblokAsset, stubMatchMedia } from './lz-helpers'

const youtube = blok('video', 'video-pfanne', {
  title: 'Pfanne richtig einbrennen',
  description: 'In drei Minuten erklärt.',
  youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
  poster: storyblokAsset('poster.jpg', 'Pfanne auf dem Herd', '1920x1080'),
  captions: true,
})
const file = blok('video', 'video-datei', {
  title: 'Aufbau des Regals',
  video: { filename: 'https://a.storyblok.com/f/1000/x/regal.mp4', alt: '' },
  captions: { filename: 'https://a.storyblok.com/f/1000/x/regal.de.vtt' },
  poster: storyblokAsset('regal.jpg', 'Regal'),
  autoplay: true,
  loop: true,
})

afterEach(() => vi.unstubAllGlobals())

describe('video block: YouTube behind a privacy click (spec 01 §2)', () => {
  it('loads nothing of YouTube before the click, then the nocookie player with captions', async () => {
    const user = userEvent.setup()
    const { container } = renderBlock(Video, youtube)
    expect(container.querySelector('iframe')).toBeNull()
    expect(allHrefs(container).join(' ')).not.toMatch(/youtube|ytimg|google/)
    expect(screen.getByText(/Erst beim Abspielen wird das Video von YouTube geladen/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Video abspielen: Pfanne richtig einbrennen' }))
    const frame = container.querySelector('iframe')
    expect(frame).toHaveAttribute('title', 'Pfanne richtig einbrennen')
    expect(frame?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&hl=de&cc_lang_pref=de&cc_load_policy=1',
    )
    expect(frame).toHaveFocus()
    expect(screen.getByText('In drei Minuten erklärt.')).toBeInTheDocument()
  })

  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://evil.example/watch?v=dQw4w9WgXcQ', null],
    ['javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ', null],
    ['https://www.youtube.com/watch?v=short', null],
    ['', null],
  ])('youtube id of %j is %j', (value, id) => {
    expect(youtubeId(value)).toBe(id)
  })

  it('the embed address never leaves youtube-nocookie.com', () => {
    expect(youtubeEmbedUrl('a/../../x', { language: 'fr', captions: false })).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/a%2F\.\.%2F\.\.%2Fx\?autoplay=1&rel=0&hl=fr&cc_lang_pref=fr$/,
    )
  })
})

describe('video block: self-hosted file', () => {
  it('renders native controls, the poster and the captions track; autoplays muted when motion is welcome', async () => {
    stubMatchMedia(false)
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    const { container } = renderBlock(Video, file)
    const video = container.querySelector('video') as HTMLVideoElement
    expect(video).toHaveAttribute('controls')
    expect(video).not.toHaveAttribute('autoplay')
    expect(video.getAttribute('poster')).toContain('/m/960x0/')
    expect(container.querySelector('source')).toHaveAttribute('type', 'video/mp4')
    const track = container.querySelector('track')
    expect(track).toHaveAttribute('kind', 'captions')
    expect(track).toHaveAttribute('srclang', 'de')
    await act(async () => {})
    expect(play).toHaveBeenCalled()
    expect(video.muted).toBe(true)
    play.mockRestore()
  })

  it('does not autoplay under prefers-reduced-motion', async () => {
    stubMatchMedia(true)
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
    renderBlock(Video, file)
    await act(async () => {})
    expect(play).not.toHaveBeenCalled()
    vi.restoreAllMocks()
  })

  it('accepts only http(s) or root-relative mp4/webm files', () => {
    expect(mediaSource('/videos/a.webm', VIDEO_EXTENSIONS)).toBe('/videos/a.webm')
    expect(mediaSource('javascript:alert(1)//a.mp4', VIDEO_EXTENSIONS)).toBeNull()
    expect(mediaSource('data:video/mp4;base64,AAAA.mp4', VIDEO_EXTENSIONS)).toBeNull()
    expect(mediaSource('videos/a.mp4', VIDEO_EXTENSIONS)).toBeNull()
    expect(mediaSource('https://cdn.example.com/a.mov', VIDEO_EXTENSIONS)).toBeNull()
  })
})

describe('video block: editor rules', () => {
  it('editable attributes only in preview', () => {
    const { container, unmount } = renderBlock(Video, youtube)
    expect(container.querySelector('[data-blok-uid]')).toBeNull()
    unmount()
    const preview = renderBlock(Video, youtube, blockContext({ preview: true }))
    expect(preview.container.querySelector('figure')).toHaveAttribute('data-blok-uid', '4711-video-pfanne')
  })

  it('a javascript: source renders nothing', () => {
    const { container } = renderBlock(
      Video,
      blok('video', 'v', { video: 'javascript:alert(1)', youtube: 'javascript:x' }),
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('invalid fields do not throw', () => {
    const { container } = renderBlock(
      Video,
      blok('video', 'v2', { youtube: 42, video: { filename: 7 }, autoplay: 'ja' }),
    )
    expect(container).toBeEmptyDOMElement()
    renderBlock(Video, blok('video', 'v3', { youtube_id: 'dQw4w9WgXcQ', poster: 'x', captions: 3 }))
    expect(screen.getByRole('button', { name: 'Video abspielen' })).toBeInTheDocument()
  })
})
