// Renders the catalog's product pictures: one illustration per (shape × palette colour), a 600×600
// WebP each (spec 01 §9 image size 600), plus a close-up of each for galleries and card sliders, into
// public/images/catalog/{shape}-{colour}.webp and {shape}-{colour}-detail.webp. The seed
// (lib/catalog/server/seed) references exactly these paths; nothing is loaded from another host. Shapes in
// SHAPE_COLOURS are drawn only in the colours listed there.
// Run: `node scripts/generate-product-images.mjs`. Output is the same on every run.
import { mkdir, readFile, readdir, rm, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import sharp from 'sharp'
import ts from 'typescript'
import { SHAPES, SHAPE_COLOURS } from './product-shapes.mjs'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
export const OUT_DIR = join(root, 'public', 'images', 'catalog')
export const SIZE = 600
const BACKGROUND = '#f4f1ec'

/** Loads lib/catalog/rules/palette.ts (no runtime imports) so the pictures use the palette's own hex. */
async function loadPalette() {
  const source = await readFile(join(root, 'lib', 'catalog', 'rules', 'palette.ts'), 'utf8')
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  })
  if (/^\s*import\s/m.test(outputText)) throw new Error('palette.ts gained runtime imports')
  const loaded = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`)
  return /** @type {Record<string, string>} */ (loaded.PALETTE)
}

/** @param {string} hex @param {number} amount -1 (black) … 1 (white) */
export function shade(hex, amount) {
  const n = Number.parseInt(hex.slice(1, 7), 16)
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount),
  )
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`
}

/**
 * Fill, shade and highlight of a colour. White gets a grey outline to stand out from the background,
 * transparent a see-through glass look, mehrfarbig a striped fill.
 * @param {string} name @param {string} hex
 */
export function paint(name, hex) {
  if (name === 'transparent') {
    return {
      fill: 'rgba(170,205,225,0.35)',
      dark: '#7fa6bd',
      light: 'rgba(255,255,255,0.7)',
      stroke: '#7fa6bd',
    }
  }
  if (name === 'mehrfarbig') return { fill: 'url(#multi)', dark: '#6b3f6b', light: '#f7e8f7', stroke: 'none' }
  const base = hex.slice(0, 7)
  const isWhite = name === 'weiss'
  return {
    fill: base,
    dark: shade(base, isWhite ? -0.18 : -0.3),
    light: shade(base, isWhite ? 0 : 0.35),
    stroke: isWhite ? '#c9c4bc' : 'none',
  }
}

const DEFS = `<defs><linearGradient id="multi" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#d0202a"/><stop offset=".2" stop-color="#d0202a"/><stop offset=".2" stop-color="#f07d00"/>
<stop offset=".4" stop-color="#f07d00"/><stop offset=".4" stop-color="#f5d000"/><stop offset=".6" stop-color="#f5d000"/>
<stop offset=".6" stop-color="#3a8a3f"/><stop offset=".8" stop-color="#3a8a3f"/><stop offset=".8" stop-color="#1f4fa3"/>
<stop offset="1" stop-color="#1f4fa3"/></linearGradient></defs>`

/** @param {string} shape @param {ReturnType<typeof paint>} colours @param {boolean} detail */
export function productSvg(shape, colours, detail) {
  const draw = SHAPES[shape]
  if (!draw) throw new Error(`unknown shape ${shape}`)
  // The close-up: the middle of the same drawing, about 1.6 times as large.
  const viewBox = detail ? '110 100 380 380' : `0 0 ${SIZE} ${SIZE}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="${viewBox}">${DEFS}
<rect x="-10" y="-10" width="${SIZE + 20}" height="${SIZE + 20}" fill="${BACKGROUND}"/>
<ellipse cx="300" cy="505" rx="200" ry="22" fill="rgba(0,0,0,0.10)"/>
${draw(colours)}
</svg>`
}

export function imageFileName(/** @type {string} */ shape, /** @type {string} */ colour, detail = false) {
  return `${shape}-${colour}${detail ? '-detail' : ''}.webp`
}

async function main() {
  const palette = await loadPalette()
  await rm(OUT_DIR, { recursive: true, force: true })
  await mkdir(OUT_DIR, { recursive: true })
  const jobs = []
  for (const shape of Object.keys(SHAPES)) {
    const colours = SHAPE_COLOURS[shape]
    for (const [name, hex] of Object.entries(palette)) {
      if (colours && !colours.includes(name)) continue
      for (const detail of [false, true]) {
        const svg = productSvg(shape, paint(name, hex), detail)
        jobs.push(
          sharp(Buffer.from(svg))
            .webp({ quality: 72, effort: 6, smartSubsample: true })
            .toFile(join(OUT_DIR, imageFileName(shape, name, detail))),
        )
      }
    }
  }
  await Promise.all(jobs)
  const files = await readdir(OUT_DIR)
  const sizes = await Promise.all(files.map((f) => stat(join(OUT_DIR, f)).then((s) => s.size)))
  const total = sizes.reduce((a, b) => a + b, 0)
  console.log(`${files.length} pictures, ${(total / 1024).toFixed(0)} KiB in ${OUT_DIR}`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
}
