import { describe, expect, it } from 'vitest'
import {
  isStoryblokAsset,
  isValidImageSource,
  normalizeImageSource,
  storyblokAssetSize,
} from '@/lib/images/source'

describe('image sources valid only with the listed extensions (spec 01 §5)', () => {
  it.each(['avif', 'webp', 'jpg', 'jpeg', 'tif', 'tiff', 'png', 'JPG', 'Png'])(
    '.%s is valid',
    (extension) => {
      expect(isValidImageSource(`https://a.storyblok.com/f/1/800x600/abc/photo.${extension}`)).toBe(true)
      expect(isValidImageSource(`/content-assets/photo.${extension}`)).toBe(true)
    },
  )

  it.each(['gif', 'svg', 'bmp', 'ico', 'xml', 'html', 'pdf', 'jpg.exe', 'png.svg'])(
    '.%s is not',
    (extension) => {
      expect(isValidImageSource(`https://a.storyblok.com/f/1/x/photo.${extension}`)).toBe(false)
    },
  )

  it.each<[unknown, string | null]>([
    ['https://a.storyblok.com/f/1/x/a.jpg?v=2', 'https://a.storyblok.com/f/1/x/a.jpg?v=2'],
    ['//a.storyblok.com/f/1/x/a.jpg', 'https://a.storyblok.com/f/1/x/a.jpg'],
    [' /content-assets/a.webp ', '/content-assets/a.webp'],
    ['http://cdn.example.com/a.png', 'http://cdn.example.com/a.png'],
    ['images/a.jpg', null],
    ['https://a.storyblok.com/f/1/x/a.jpg/m/600x0', null],
    ['https://example.com/a', null],
    ['https://example.com/a.png#.svg', 'https://example.com/a.png#.svg'],
    ['https://example.com/a.svg?x=.png', null],
    ['data:image/png;base64,iVBORw0KGgo=', null],
    ['data:image/svg+xml,<svg onload=alert(1)>.png', null],
    ['DATA:image/png;base64,AAAA.png', null],
    ['javascript:alert(1)//.png', null],
    ['java&#x09;script:alert(1)//.png', null],
    ['vbscript:x.jpg', null],
    ['file:///tmp/a.png', null],
    ['ftp://example.com/a.png', null],
    ['', null],
    [null, null],
    [42, null],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeImageSource(raw)).toBe(expected)
  })
})

describe('Storyblok assets', () => {
  it.each([
    ['https://a.storyblok.com/f/123/1200x800/abc/photo.jpg', true],
    ['https://a-us.storyblok.com/f/123/1200x800/abc/photo.jpg', true],
    ['https://a.storyblok.com.evil.com/f/1/a.jpg', false],
    ['https://evil.com/a.storyblok.com/f/1/a.jpg', false],
    ['http://a.storyblok.com/f/1/a.jpg', false],
    ['/content-assets/photo.jpg', false],
  ])('%s → %s', (src, expected) => {
    expect(isStoryblokAsset(src)).toBe(expected)
  })

  it('reads the original size from the asset path', () => {
    expect(storyblokAssetSize('https://a.storyblok.com/f/123/1200x800/abc/photo.jpg')).toEqual({
      width: 1200,
      height: 800,
    })
    expect(storyblokAssetSize('https://a.storyblok.com/f/123/abc/photo.jpg')).toBeNull()
    expect(storyblokAssetSize('https://a.storyblok.com/f/123/0x800/abc/photo.jpg')).toBeNull()
    expect(storyblokAssetSize('/content-assets/1200x800/photo.jpg')).toBeNull()
  })
})
