import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { getMarket, localeOf, MARKET_DEFINITIONS } from '@/lib/config'

// scripts/generate-icons.mjs writes these; the test checks the committed files against the config.
const SIZES = [16, 32, 48, 180, 192, 512]
const isos = [
  ...new Set(MARKET_DEFINITIONS.flatMap((m) => m.languages.map((l) => localeOf(getMarket(m.code), l).iso))),
]
const iconPath = (iso: string, size: number) =>
  join(process.cwd(), 'public', `icon-${iso}-${size}x${size}.png`)

describe('favicons per locale at /icon-{iso}-{size}x{size}.png (spec 01 §7)', () => {
  it('covers every language of every market', () => {
    expect(isos).toEqual(['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'fr-BE', 'nl-BE', 'nl-NL', 'fr-FR'])
  })

  it.each(isos.flatMap((iso) => SIZES.map((size) => [iso, size] as const)))(
    '%s at %i px is a square PNG of that size',
    async (iso, size) => {
      const meta = await sharp(iconPath(iso, size)).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size])
    },
  )

  it('differs per locale, also between two languages of one country', async () => {
    const images = await Promise.all(isos.map((iso) => readFile(iconPath(iso, 512))))
    const distinct = new Set(images.map((image) => image.toString('base64')))
    expect(distinct.size).toBe(isos.length)
  })

  it('has transparent rounded corners around the brand colour', async () => {
    const { data, info } = await sharp(iconPath('de-DE', 512))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
    ]
    expect(pixel(0, 0)[3]).toBe(0)
    // #1f4e5f, the home flavour's primary colour, at the left edge half way down.
    expect(pixel(20, 256)).toEqual([0x1f, 0x4e, 0x5f, 255])
  })
})
