// Renders the per-locale favicons of spec 01 §7 (`/icon-{iso}-{size}x{size}.png`) into public/.
// Run: `node scripts/generate-icons.mjs` (SHOP_FLAVOUR=baby|bm for another flavour's colours).
// Letters are drawn from a pixel font, not an SVG <text>, so the PNGs are identical on every machine
// whatever fonts it has installed.
import { readFile, mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import sharp from 'sharp'
import ts from 'typescript'

const root = dirname(dirname(fileURLToPath(import.meta.url)))

export const ICON_SIZES = [16, 32, 48, 180, 192, 512]

/** @param {string} iso @param {number} size */
export function iconFileName(iso, size) {
  return `icon-${iso}-${size}x${size}.png`
}

/**
 * Every `{language}-{COUNTRY}` a market serves, once each (de-ch and fr-ch both serve de-CH and fr-CH).
 * Same rule as localeOf() in lib/config.
 * @param {readonly { country: string, languages: readonly string[] }[]} markets
 */
export function localeIsos(markets) {
  const isos = markets.flatMap((m) => m.languages.map((language) => `${language}-${m.country.toUpperCase()}`))
  return [...new Set(isos)]
}

// 5×7 pixel font, one string of 35 bits per letter, row by row.
const GLYPHS = /** @type {Record<string, string>} */ ({
  A: '01110100011000111111100011000110001',
  B: '11110100011000111110100011000111110',
  C: '01110100011000010000100001000101110',
  D: '11110100011000110001100011000111110',
  E: '11111100001000011110100001000011111',
  F: '11111100001000011110100001000010000',
  G: '01110100011000010111100011000101111',
  H: '10001100011000111111100011000110001',
  I: '01110001000010000100001000010001110',
  J: '00111000100001000010000101001001100',
  K: '10001100101010011000101001001010001',
  L: '10000100001000010000100001000011111',
  M: '10001110111010110101100011000110001',
  N: '10001100011100110101100111000110001',
  O: '01110100011000110001100011000101110',
  P: '11110100011000111110100001000010000',
  Q: '01110100011000110001101011001001101',
  R: '11110100011000111110101001001010001',
  S: '01111100001000001110000010000111110',
  T: '11111001000010000100001000010000100',
  U: '10001100011000110001100011000101110',
  V: '10001100011000110001100010101000100',
  W: '10001100011000110101101011010101010',
  X: '10001100010101000100010101000110001',
  Y: '10001100010101000100001000010000100',
  Z: '11111000010001000100010001000011111',
})

/**
 * A path drawing `text` in the pixel font, top-left at (x, y), each pixel `unit` wide. One path, not a
 * rect per pixel, so antialiasing leaves no seams between neighbouring pixels.
 * @param {string} text @param {number} x @param {number} y @param {number} unit @param {string} fill
 */
export function pixelText(text, x, y, unit, fill) {
  const squares = [...text.toUpperCase()].flatMap((letter, index) => {
    const bits = GLYPHS[letter]
    if (!bits) throw new Error(`no glyph for "${letter}" in generate-icons.mjs`)
    return [...bits].flatMap((bit, i) =>
      bit === '1'
        ? [
            `M${x + index * 6 * unit + (i % 5) * unit} ${y + Math.floor(i / 5) * unit}h${unit}v${unit}h-${unit}z`,
          ]
        : [],
    )
  })
  return `<path d="${squares.join('')}" fill="${fill}"/>`
}

/**
 * The icon on a 512 grid: a rounded square in the flavour's primary colour, a house, the language in
 * the bottom-left corner and the country on an accent badge in the bottom-right one.
 * @param {{ iso: string, size: number, primary: string, accent: string }} icon
 */
export function iconSvg({ iso, size, primary, accent }) {
  const [language = '', country = ''] = iso.split('-')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">
<rect width="512" height="512" rx="112" fill="${primary}"/>
<rect x="330" y="78" width="40" height="90" fill="#ffffff"/>
<polygon points="256,44 424,192 88,192" fill="#ffffff"/>
<rect x="140" y="180" width="232" height="150" fill="#ffffff"/>
<rect x="228" y="246" width="56" height="84" fill="${primary}"/>
${pixelText(language, 62, 362, 14, '#ffffff')}
<rect x="290" y="346" width="182" height="130" rx="28" fill="${accent}"/>
${pixelText(country, 304, 362, 14, '#ffffff')}
</svg>`
}

/** Loads a lib/config module that has no runtime imports: Node 20 cannot import .ts itself. */
async function importConfigModule(/** @type {string} */ file) {
  const source = await readFile(join(root, 'lib', 'config', file), 'utf8')
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  })
  if (/^\s*import\s/m.test(outputText))
    throw new Error(`lib/config/${file} gained runtime imports; update generate-icons.mjs`)
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`)
}

async function main() {
  const [{ MARKET_DEFINITIONS }, { FLAVOUR_RULES }] = await Promise.all([
    importConfigModule('markets.ts'),
    importConfigModule('flavours.ts'),
  ])
  const flavour = process.env.SHOP_FLAVOUR ?? 'home'
  const theme = FLAVOUR_RULES[flavour]?.theme
  if (!theme) throw new Error(`unknown SHOP_FLAVOUR "${flavour}"`)
  const outDir = join(root, 'public')
  await mkdir(outDir, { recursive: true })
  for (const iso of localeIsos(MARKET_DEFINITIONS)) {
    for (const size of ICON_SIZES) {
      const svg = iconSvg({ iso, size, primary: theme.primary, accent: theme.accent })
      await sharp(Buffer.from(svg))
        .png({ compressionLevel: 9 })
        .toFile(join(outDir, iconFileName(iso, size)))
    }
    console.log(`${iso}: ${ICON_SIZES.map((s) => iconFileName(iso, s)).join(' ')}`)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
}
