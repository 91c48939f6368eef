// Renders the demo content's pictures (home stage, category tiles, magazine articles, author portraits)
// as flat illustrations into public/images/content/*.webp. The stories under content/stories reference
// exactly these files; nothing is loaded from another host. Output is the same on every run.
// Run: `node scripts/generate-content-images.mjs`.
import { mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const OUT_DIR = join(root, 'public', 'images', 'content')

const INK = '#1f4e5f'
const ACCENT = '#c8553d'
const CREAM = '#f4f1ec'
const SAND = '#e7dccb'
const SAGE = '#9bb5a0'
const SKY = '#cfe0e6'
const MUSTARD = '#e0b04a'

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`

const backdrop = (w, h, top, bottom) => `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>`

/** A storage jar with a lid, standing on y. */
const jar = (x, y, w, h, fill, lid = INK) => `
<rect x="${x}" y="${y - h}" width="${w}" height="${h}" rx="${w * 0.18}" fill="${fill}" opacity="0.9"/>
<rect x="${x + w * 0.08}" y="${y - h + h * 0.12}" width="${w * 0.18}" height="${h * 0.7}" rx="${w * 0.06}" fill="#fff" opacity="0.35"/>
<rect x="${x - w * 0.04}" y="${y - h - h * 0.14}" width="${w * 1.08}" height="${h * 0.16}" rx="${h * 0.05}" fill="${lid}"/>`

const shelf = (x, y, w) => `<rect x="${x}" y="${y}" width="${w}" height="14" rx="4" fill="#b08d67"/>
<rect x="${x}" y="${y + 14}" width="${w}" height="6" fill="rgba(0,0,0,0.12)"/>`

const pot = (x, y, w, h, fill) => `
<rect x="${x}" y="${y - h}" width="${w}" height="${h}" rx="${h * 0.12}" fill="${fill}"/>
<rect x="${x - w * 0.12}" y="${y - h + h * 0.12}" width="${w * 0.14}" height="${h * 0.12}" rx="6" fill="${fill}"/>
<rect x="${x + w * 0.98}" y="${y - h + h * 0.12}" width="${w * 0.14}" height="${h * 0.12}" rx="6" fill="${fill}"/>
<rect x="${x - w * 0.03}" y="${y - h - h * 0.1}" width="${w * 1.06}" height="${h * 0.12}" rx="8" fill="${INK}"/>
<circle cx="${x + w / 2}" cy="${y - h - h * 0.16}" r="${h * 0.07}" fill="${INK}"/>`

const plant = (x, y, s) => `
<path d="M${x} ${y - s * 0.9} C ${x - s * 0.6} ${y - s * 1.3}, ${x - s * 0.7} ${y - s * 0.6}, ${x} ${y - s * 0.5}" fill="${SAGE}"/>
<path d="M${x} ${y - s * 1.0} C ${x + s * 0.6} ${y - s * 1.5}, ${x + s * 0.8} ${y - s * 0.7}, ${x} ${y - s * 0.5}" fill="#7d9c83"/>
<path d="M${x} ${y - s * 0.7} C ${x - s * 0.2} ${y - s * 1.6}, ${x + s * 0.3} ${y - s * 1.6}, ${x} ${y - s * 0.6}" fill="#6b8a71"/>
<path d="M${x - s * 0.32} ${y - s * 0.5} h${s * 0.64} l-${s * 0.08} ${s * 0.5} h-${s * 0.48} z" fill="${ACCENT}"/>`

const sofa = (x, y, w, fill) => `
<rect x="${x}" y="${y - w * 0.42}" width="${w}" height="${w * 0.26}" rx="${w * 0.05}" fill="${fill}"/>
<rect x="${x - w * 0.06}" y="${y - w * 0.26}" width="${w * 1.12}" height="${w * 0.2}" rx="${w * 0.05}" fill="${fill}"/>
<rect x="${x + w * 0.04}" y="${y - w * 0.3}" width="${w * 0.44}" height="${w * 0.1}" rx="${w * 0.03}" fill="#fff" opacity="0.25"/>
<rect x="${x + w * 0.52}" y="${y - w * 0.3}" width="${w * 0.44}" height="${w * 0.1}" rx="${w * 0.03}" fill="#fff" opacity="0.25"/>
<rect x="${x}" y="${y - w * 0.06}" width="${w * 0.05}" height="${w * 0.06}" fill="#6b4f35"/>
<rect x="${x + w * 0.95}" y="${y - w * 0.06}" width="${w * 0.05}" height="${w * 0.06}" fill="#6b4f35"/>`

const lamp = (x, y, h) => `
<rect x="${x - 3}" y="${y - h}" width="6" height="${h}" fill="${INK}"/>
<ellipse cx="${x}" cy="${y}" rx="${h * 0.14}" ry="${h * 0.03}" fill="${INK}"/>
<path d="M${x - h * 0.18} ${y - h} L${x - h * 0.1} ${y - h * 1.28} L${x + h * 0.1} ${y - h * 1.28} L${x + h * 0.18} ${y - h} Z" fill="${MUSTARD}"/>`

/** A folded stack of towels or linen, bottom at y. */
const stack = (x, y, w, colours) =>
  colours
    .map(
      (
        c,
        i,
      ) => `<rect x="${x + (i % 2) * w * 0.03}" y="${y - (i + 1) * w * 0.2}" width="${w}" height="${w * 0.19}" rx="${w * 0.06}" fill="${c}"/>
<rect x="${x + (i % 2) * w * 0.03}" y="${y - (i + 1) * w * 0.2 + w * 0.13}" width="${w}" height="${w * 0.02}" fill="rgba(0,0,0,0.08)"/>`,
    )
    .join('')

const bed = (x, y, w) => `
<rect x="${x}" y="${y - w * 0.55}" width="${w * 0.06}" height="${w * 0.55}" rx="6" fill="#8a6a4b"/>
<rect x="${x}" y="${y - w * 0.24}" width="${w}" height="${w * 0.16}" rx="10" fill="#fff"/>
<rect x="${x + w * 0.32}" y="${y - w * 0.3}" width="${w * 0.68}" height="${w * 0.22}" rx="14" fill="${SKY}"/>
<rect x="${x + w * 0.32}" y="${y - w * 0.3}" width="${w * 0.68}" height="${w * 0.05}" rx="10" fill="#fff" opacity="0.6"/>
<rect x="${x + w * 0.08}" y="${y - w * 0.33}" width="${w * 0.22}" height="${w * 0.1}" rx="12" fill="${CREAM}"/>
<rect x="${x}" y="${y - w * 0.08}" width="${w}" height="${w * 0.08}" rx="4" fill="#8a6a4b"/>`

const floor = (w, h, y, colour) => `<rect x="0" y="${y}" width="${w}" height="${h - y}" fill="${colour}"/>`

const portrait = (hair, shirt, skin = '#e8c4a8') =>
  svg(
    300,
    300,
    `${backdrop(300, 300, SKY, '#e9f1f3')}
<circle cx="150" cy="340" r="130" fill="${shirt}"/>
<rect x="132" y="178" width="36" height="40" fill="${skin}"/>
<ellipse cx="150" cy="138" rx="56" ry="64" fill="${skin}"/>
<path d="M92 132 C 92 60, 208 60, 208 132 C 196 100, 120 92, 92 132 Z" fill="${hair}"/>
<circle cx="130" cy="142" r="5" fill="${INK}"/><circle cx="170" cy="142" r="5" fill="${INK}"/>
<path d="M132 170 Q150 182 168 170" stroke="${INK}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  )

const kitchen = (w, h) =>
  `${backdrop(w, h, '#dbe8ea', CREAM)}
${floor(w, h, h * 0.78, SAND)}
${shelf(w * 0.52, h * 0.34, w * 0.42)}
${jar(w * 0.55, h * 0.34, w * 0.06, h * 0.14, '#f0e3c7')}
${jar(w * 0.63, h * 0.34, w * 0.07, h * 0.18, '#d9c6a5')}
${jar(w * 0.72, h * 0.34, w * 0.05, h * 0.11, '#c4d8cc')}
${jar(w * 0.8, h * 0.34, w * 0.08, h * 0.2, '#f2d2c8', ACCENT)}
${shelf(w * 0.52, h * 0.56, w * 0.42)}
${pot(w * 0.58, h * 0.56, w * 0.12, h * 0.12, ACCENT)}
${pot(w * 0.76, h * 0.56, w * 0.1, h * 0.1, INK)}
<rect x="${w * 0.04}" y="${h * 0.62}" width="${w * 0.92}" height="${h * 0.04}" rx="6" fill="#b08d67"/>
${plant(w * 0.12, h * 0.62, h * 0.26)}
<rect x="${w * 0.22}" y="${h * 0.56}" width="${w * 0.18}" height="${h * 0.05}" rx="${h * 0.02}" fill="#c9a37a"/>`

/** The home stage: the left half stays calm for the headline, the kitchen sits on the right. */
const stage = (w, h) =>
  `${backdrop(w, h, '#e3edef', CREAM)}
${floor(w, h, h * 0.82, SAND)}
${shelf(w * 0.56, h * 0.3, w * 0.34)}
${jar(w * 0.59, h * 0.3, w * 0.045, h * 0.14, '#f0e3c7')}
${jar(w * 0.65, h * 0.3, w * 0.05, h * 0.18, '#d9c6a5')}
${jar(w * 0.72, h * 0.3, w * 0.04, h * 0.11, '#c4d8cc')}
${jar(w * 0.79, h * 0.3, w * 0.055, h * 0.2, '#f2d2c8', ACCENT)}
${shelf(w * 0.56, h * 0.52, w * 0.34)}
${pot(w * 0.6, h * 0.52, w * 0.09, h * 0.12, ACCENT)}
${pot(w * 0.76, h * 0.52, w * 0.07, h * 0.1, INK)}
<rect x="${w * 0.52}" y="${h * 0.66}" width="${w * 0.46}" height="${h * 0.035}" rx="6" fill="#b08d67"/>
<rect x="${w * 0.62}" y="${h * 0.615}" width="${w * 0.12}" height="${h * 0.045}" rx="${h * 0.02}" fill="#c9a37a"/>
${plant(w * 0.93, h * 0.66, h * 0.26)}`

const living = (w, h) =>
  `${backdrop(w, h, '#efe6da', CREAM)}
${floor(w, h, h * 0.8, '#d8c8b2')}
<ellipse cx="${w * 0.5}" cy="${h * 0.86}" rx="${w * 0.34}" ry="${h * 0.05}" fill="${SAGE}" opacity="0.7"/>
<rect x="${w * 0.28}" y="${h * 0.14}" width="${w * 0.18}" height="${h * 0.26}" rx="6" fill="${SKY}" stroke="#b08d67" stroke-width="8"/>
<rect x="${w * 0.54}" y="${h * 0.2}" width="${w * 0.12}" height="${h * 0.18}" rx="6" fill="${MUSTARD}" opacity="0.8" stroke="#b08d67" stroke-width="8"/>
${sofa(w * 0.26, h * 0.8, w * 0.46, INK)}
${lamp(w * 0.82, h * 0.8, h * 0.5)}
${plant(w * 0.12, h * 0.8, h * 0.32)}`

const bath = (w, h) =>
  `${backdrop(w, h, '#e3eef0', '#f7fafa')}
${Array.from({ length: 12 }, (_, i) => `<line x1="${(i * w) / 12}" y1="0" x2="${(i * w) / 12}" y2="${h * 0.78}" stroke="#d3e2e5" stroke-width="2"/>`).join('')}
${floor(w, h, h * 0.78, '#cddadc')}
<rect x="${w * 0.08}" y="${h * 0.5}" width="${w * 0.5}" height="${h * 0.28}" rx="${h * 0.1}" fill="#fff"/>
<rect x="${w * 0.06}" y="${h * 0.48}" width="${w * 0.54}" height="${h * 0.05}" rx="10" fill="#eef3f4"/>
<path d="M${w * 0.14} ${h * 0.48} v-${h * 0.26} h${w * 0.06}" stroke="${INK}" stroke-width="8" fill="none" stroke-linecap="round"/>
<rect x="${w * 0.7}" y="${h * 0.3}" width="${w * 0.2}" height="${h * 0.03}" rx="6" fill="${INK}"/>
<rect x="${w * 0.72}" y="${h * 0.33}" width="${w * 0.07}" height="${h * 0.3}" rx="8" fill="${ACCENT}"/>
<rect x="${w * 0.81}" y="${h * 0.33}" width="${w * 0.07}" height="${h * 0.24}" rx="8" fill="${SAGE}"/>
${stack(w * 0.66, h * 0.78, w * 0.24, ['#fff', SKY, MUSTARD])}
${plant(w * 0.94, h * 0.78, h * 0.18)}`

const bedroom = (w, h) =>
  `${backdrop(w, h, '#e9e4f0', CREAM)}
${floor(w, h, h * 0.8, '#d9cbb8')}
${bed(w * 0.14, h * 0.8, w * 0.62)}
<circle cx="${w * 0.62}" cy="${h * 0.24}" r="${h * 0.08}" fill="${MUSTARD}" opacity="0.85"/>
<rect x="${w * 0.8}" y="${h * 0.64}" width="${w * 0.12}" height="${h * 0.16}" rx="6" fill="#b08d67"/>
${lamp(w * 0.86, h * 0.64, h * 0.16)}`

const textiles = (w, h) =>
  `${backdrop(w, h, '#f3ebe2', CREAM)}
${floor(w, h, h * 0.8, SAND)}
${stack(w * 0.16, h * 0.8, w * 0.3, [INK, SKY, '#fff', ACCENT, SAND])}
${stack(w * 0.54, h * 0.8, w * 0.3, [SAGE, '#fff', MUSTARD, SKY])}
${plant(w * 0.92, h * 0.8, h * 0.22)}`

const IMAGES = {
  'home-stage-kueche': [1920, 840, stage],
  'kategorie-kueche': [620, 620, kitchen],
  'kategorie-wohnen': [620, 620, living],
  'kategorie-bad': [620, 620, bath],
  'kategorie-heimtextilien': [620, 620, textiles],
  'ratgeber-ordnung-in-der-kueche': [1200, 675, kitchen],
  'ratgeber-handtuecher-richtig-waschen': [1200, 675, bath],
  'ratgeber-gemuetliches-wohnzimmer': [1200, 675, living],
  'ratgeber-bettwaesche-waehlen': [1200, 675, bedroom],
}

const PORTRAITS = {
  'autor-lena-berger': portrait('#7a4a2a', ACCENT),
  'autor-jonas-keller': portrait('#2e2a26', INK, '#dcb396'),
  'autor-sophie-martin': portrait('#c9a24a', SAGE),
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true })
  const jobs = Object.entries(IMAGES).map(([name, [w, h, draw]]) =>
    sharp(Buffer.from(svg(w, h, draw(w, h))))
      .webp({ quality: 78, effort: 6 })
      .toFile(join(OUT_DIR, `${name}.webp`)),
  )
  for (const [name, picture] of Object.entries(PORTRAITS))
    jobs.push(
      sharp(Buffer.from(picture))
        .webp({ quality: 80 })
        .toFile(join(OUT_DIR, `${name}.webp`)),
    )
  await Promise.all(jobs)
  console.log(`${jobs.length} pictures in ${OUT_DIR}`)
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
