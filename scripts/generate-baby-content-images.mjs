// Renders the pictures of the baby and bm flavours' content (home stage, magazine articles, author
// portraits) as flat illustrations into public/images/content/*.webp, in the style of
// generate-content-images.mjs. The stories under content/flavours reference exactly these files (and
// the catalog's own product pictures); nothing is loaded from another host. Same output on every run.
// Run: `node scripts/generate-baby-content-images.mjs`.
import { mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const OUT_DIR = join(root, 'public', 'images', 'content')

const INK = '#3d5a80'
const ACCENT = '#ee6c4d'
const CREAM = '#f7f3ee'
const SAND = '#eadfcf'
const SKY = '#d6e6f2'
const ROSE = '#f3c9c0'
const MINT = '#bfe0d2'
const BUTTER = '#f4d98b'
const WOOD = '#c9a37a'

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`

const backdrop = (w, h, top, bottom) => `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>`

const floor = (w, h, y, colour) => `<rect x="0" y="${y}" width="${w}" height="${h - y}" fill="${colour}"/>`

/** A cot with bars, standing on y; s is its width. */
const crib = (x, y, s, blanket = SKY) => {
  const h = s * 0.62
  const bars = Array.from({ length: 9 }, (_, i) => {
    const bx = x + s * 0.08 + (i * s * 0.84) / 8
    return `<rect x="${bx - 3}" y="${y - h * 0.86}" width="6" height="${h * 0.52}" rx="3" fill="${WOOD}"/>`
  }).join('')
  return `
<rect x="${x}" y="${y - h}" width="${s * 0.06}" height="${h}" rx="6" fill="${WOOD}"/>
<rect x="${x + s * 0.94}" y="${y - h}" width="${s * 0.06}" height="${h}" rx="6" fill="${WOOD}"/>
<rect x="${x}" y="${y - h * 0.88}" width="${s}" height="${s * 0.03}" rx="5" fill="${WOOD}"/>
<rect x="${x + s * 0.05}" y="${y - h * 0.36}" width="${s * 0.9}" height="${h * 0.16}" rx="8" fill="#fff"/>
<path d="M${x + s * 0.3} ${y - h * 0.36} q${s * 0.3} ${-h * 0.22} ${s * 0.62} 0 z" fill="${blanket}"/>
${bars}
<rect x="${x}" y="${y - h * 0.34}" width="${s}" height="${s * 0.03}" rx="5" fill="${WOOD}"/>`
}

/** A hanging mobile with three shapes. */
const mobile = (x, y, s) => `
<line x1="${x}" y1="0" x2="${x}" y2="${y}" stroke="${INK}" stroke-width="3"/>
<path d="M${x - s} ${y + s * 0.15} Q${x} ${y - s * 0.25} ${x + s} ${y + s * 0.15}" stroke="${INK}" stroke-width="4" fill="none"/>
<line x1="${x - s}" y1="${y + s * 0.15}" x2="${x - s}" y2="${y + s * 0.6}" stroke="${INK}" stroke-width="2"/>
<line x1="${x}" y1="${y}" x2="${x}" y2="${y + s * 0.8}" stroke="${INK}" stroke-width="2"/>
<line x1="${x + s}" y1="${y + s * 0.15}" x2="${x + s}" y2="${y + s * 0.6}" stroke="${INK}" stroke-width="2"/>
<circle cx="${x - s}" cy="${y + s * 0.72}" r="${s * 0.14}" fill="${BUTTER}"/>
<path d="M${x} ${y + s * 0.78} l${s * 0.14} ${s * 0.26} h-${s * 0.28} z" fill="${ACCENT}"/>
<path d="M${x + s - s * 0.16} ${y + s * 0.62} a${s * 0.16} ${s * 0.16} 0 1 0 ${s * 0.2} ${s * 0.22} a${s * 0.12} ${s * 0.12} 0 1 1 -${s * 0.2} -${s * 0.22} z" fill="${MINT}"/>`

/** A pram, wheels on y. */
const pram = (x, y, s, body = SKY, hood = INK) => `
<path d="M${x} ${y - s * 0.62} h${s * 0.7} a${s * 0.35} ${s * 0.3} 0 0 1 -${s * 0.7} 0 z" fill="${body}"/>
<path d="M${x} ${y - s * 0.62} a${s * 0.34} ${s * 0.34} 0 0 1 ${s * 0.34} -${s * 0.34} v${s * 0.34} z" fill="${hood}"/>
<line x1="${x + s * 0.7}" y1="${y - s * 0.62}" x2="${x + s * 0.9}" y2="${y - s * 0.92}" stroke="#555" stroke-width="${s * 0.03}" stroke-linecap="round"/>
<line x1="${x + s * 0.18}" y1="${y - s * 0.34}" x2="${x + s * 0.12}" y2="${y - s * 0.14}" stroke="#555" stroke-width="${s * 0.02}"/>
<line x1="${x + s * 0.52}" y1="${y - s * 0.34}" x2="${x + s * 0.58}" y2="${y - s * 0.14}" stroke="#555" stroke-width="${s * 0.02}"/>
<circle cx="${x + s * 0.12}" cy="${y - s * 0.1}" r="${s * 0.1}" fill="#333"/><circle cx="${x + s * 0.12}" cy="${y - s * 0.1}" r="${s * 0.04}" fill="#777"/>
<circle cx="${x + s * 0.58}" cy="${y - s * 0.1}" r="${s * 0.1}" fill="#333"/><circle cx="${x + s * 0.58}" cy="${y - s * 0.1}" r="${s * 0.04}" fill="#777"/>`

/** A teddy bear sitting on y. */
const teddy = (x, y, s, fur = WOOD) => `
<ellipse cx="${x}" cy="${y - s * 0.3}" rx="${s * 0.32}" ry="${s * 0.3}" fill="${fur}"/>
<circle cx="${x}" cy="${y - s * 0.78}" r="${s * 0.24}" fill="${fur}"/>
<circle cx="${x - s * 0.2}" cy="${y - s * 0.98}" r="${s * 0.09}" fill="${fur}"/>
<circle cx="${x + s * 0.2}" cy="${y - s * 0.98}" r="${s * 0.09}" fill="${fur}"/>
<ellipse cx="${x}" cy="${y - s * 0.72}" rx="${s * 0.1}" ry="${s * 0.07}" fill="${CREAM}"/>
<circle cx="${x - s * 0.08}" cy="${y - s * 0.82}" r="${s * 0.025}" fill="#333"/>
<circle cx="${x + s * 0.08}" cy="${y - s * 0.82}" r="${s * 0.025}" fill="#333"/>
<ellipse cx="${x - s * 0.22}" cy="${y - s * 0.06}" rx="${s * 0.12}" ry="${s * 0.07}" fill="${fur}"/>
<ellipse cx="${x + s * 0.22}" cy="${y - s * 0.06}" rx="${s * 0.12}" ry="${s * 0.07}" fill="${fur}"/>`

/** A folded bodysuit (seen flat), centre x, bottom y. */
const bodysuit = (x, y, s, fill) => `
<path d="M${x - s * 0.22} ${y - s} h${s * 0.44} l${s * 0.26} ${s * 0.18} l-${s * 0.1} ${s * 0.16} l-${s * 0.12} -${s * 0.06}
 v${s * 0.5} l-${s * 0.1} ${s * 0.22} h-${s * 0.2} l-${s * 0.1} -${s * 0.22} v-${s * 0.5} l-${s * 0.12} ${s * 0.06}
 l-${s * 0.1} -${s * 0.16} z" fill="${fill}"/>
<path d="M${x - s * 0.1} ${y - s} q${s * 0.1} ${s * 0.12} ${s * 0.2} 0" stroke="#fff" stroke-width="${s * 0.03}" fill="none"/>`

/** A feeding bottle, bottom at y. */
const bottle = (x, y, s) => `
<rect x="${x - s * 0.16}" y="${y - s * 0.7}" width="${s * 0.32}" height="${s * 0.7}" rx="${s * 0.08}" fill="#fff" opacity="0.92"/>
<rect x="${x - s * 0.16}" y="${y - s * 0.4}" width="${s * 0.32}" height="${s * 0.4}" rx="${s * 0.08}" fill="${CREAM}"/>
<rect x="${x - s * 0.18}" y="${y - s * 0.8}" width="${s * 0.36}" height="${s * 0.12}" rx="${s * 0.04}" fill="${ACCENT}"/>
<path d="M${x - s * 0.08} ${y - s * 0.8} q${s * 0.08} -${s * 0.24} ${s * 0.16} 0 z" fill="${BUTTER}"/>`

const plant = (x, y, s) => `
<path d="M${x} ${y - s * 0.9} C ${x - s * 0.6} ${y - s * 1.3}, ${x - s * 0.7} ${y - s * 0.6}, ${x} ${y - s * 0.5}" fill="${MINT}"/>
<path d="M${x} ${y - s * 1.0} C ${x + s * 0.6} ${y - s * 1.5}, ${x + s * 0.8} ${y - s * 0.7}, ${x} ${y - s * 0.5}" fill="#8fc1a9"/>
<path d="M${x - s * 0.3} ${y - s * 0.5} h${s * 0.6} l-${s * 0.08} ${s * 0.5} h-${s * 0.44} z" fill="${ACCENT}"/>`

const commode = (x, y, w, h) => `
<rect x="${x}" y="${y - h}" width="${w}" height="${h}" rx="8" fill="#fff"/>
<rect x="${x + w * 0.06}" y="${y - h * 0.92}" width="${w * 0.88}" height="${h * 0.38}" rx="6" fill="${SAND}"/>
<rect x="${x + w * 0.06}" y="${y - h * 0.48}" width="${w * 0.88}" height="${h * 0.38}" rx="6" fill="${SAND}"/>
<circle cx="${x + w / 2}" cy="${y - h * 0.73}" r="${h * 0.04}" fill="${INK}"/>
<circle cx="${x + w / 2}" cy="${y - h * 0.29}" r="${h * 0.04}" fill="${INK}"/>`

/** The rear bench of a car, seen from the side, with a rear-facing infant carrier on it. */
const carSeatScene = (w, h) =>
  `${backdrop(w, h, '#dfe9f1', CREAM)}
<rect x="${w * 0.06}" y="${h * 0.08}" width="${w * 0.5}" height="${h * 0.3}" rx="36" fill="#e9f1f7" stroke="#cfd9e2" stroke-width="14"/>
<path d="M${w * 0.74} ${h * 0.72} L${w * 0.8} ${h * 0.16} Q${w * 0.82} ${h * 0.1} ${w * 0.88} ${h * 0.12} L${w * 0.9} ${h * 0.14} L${w * 0.86} ${h * 0.72} Z" fill="#6b7b8c"/>
<rect x="${w * 0.12}" y="${h * 0.62}" width="${w * 0.76}" height="${h * 0.14}" rx="22" fill="#59687a"/>
<path d="M${w * 0.3} ${h * 0.62} Q${w * 0.28} ${h * 0.3} ${w * 0.46} ${h * 0.3} L${w * 0.66} ${h * 0.56} Q${w * 0.68} ${h * 0.62} ${w * 0.62} ${h * 0.62} Z" fill="${INK}"/>
<path d="M${w * 0.34} ${h * 0.6} Q${w * 0.33} ${h * 0.36} ${w * 0.46} ${h * 0.36} L${w * 0.61} ${h * 0.56} Q${w * 0.62} ${h * 0.6} ${w * 0.59} ${h * 0.6} Z" fill="${SKY}"/>
<circle cx="${w * 0.42}" cy="${h * 0.42}" r="${h * 0.06}" fill="#e8c4a8"/>
<path d="M${w * 0.4} ${h * 0.47} Q${w * 0.47} ${h * 0.46} ${w * 0.56} ${h * 0.57} L${w * 0.5} ${h * 0.6} Q${w * 0.44} ${h * 0.55} ${w * 0.39} ${h * 0.55} Z" fill="${ROSE}"/>
<path d="M${w * 0.3} ${h * 0.5} Q${w * 0.44} ${h * 0.08} ${w * 0.62} ${h * 0.5}" stroke="${ACCENT}" stroke-width="14" fill="none" stroke-linecap="round"/>
<line x1="${w * 0.47}" y1="${h * 0.62}" x2="${w * 0.5}" y2="${h * 0.42}" stroke="#1f6fb2" stroke-width="8" stroke-linecap="round"/>
${floor(w, h, h * 0.82, '#cdd3d9')}`

const nursery = (w, h) =>
  `${backdrop(w, h, '#e6eef6', CREAM)}
${floor(w, h, h * 0.8, SAND)}
<ellipse cx="${w * 0.42}" cy="${h * 0.88}" rx="${w * 0.26}" ry="${h * 0.04}" fill="${ROSE}" opacity="0.7"/>
${crib(w * 0.22, h * 0.8, w * 0.42)}
${mobile(w * 0.43, h * 0.12, w * 0.06)}
${commode(w * 0.72, h * 0.8, w * 0.2, h * 0.3)}
${plant(w * 0.82, h * 0.5, h * 0.16)}`

const firstThings = (w, h) =>
  `${backdrop(w, h, '#f4ece4', CREAM)}
${floor(w, h, h * 0.78, SAND)}
<rect x="${w * 0.1}" y="${h * 0.62}" width="${w * 0.8}" height="${h * 0.04}" rx="6" fill="${WOOD}"/>
${bodysuit(w * 0.22, h * 0.6, h * 0.3, ROSE)}
${bodysuit(w * 0.36, h * 0.6, h * 0.26, SKY)}
${teddy(w * 0.55, h * 0.62, h * 0.32)}
${bottle(w * 0.7, h * 0.62, h * 0.3)}
${plant(w * 0.84, h * 0.62, h * 0.2)}`

/** The home stage: the left half stays calm for the headline; pram, teddy and mobile on the right. */
const stage = (w, h) =>
  `${backdrop(w, h, '#e6eef6', CREAM)}
${floor(w, h, h * 0.82, SAND)}
${mobile(w * 0.66, h * 0.1, h * 0.08)}
${pram(w * 0.56, h * 0.82, h * 0.56)}
${teddy(w * 0.86, h * 0.82, h * 0.22)}
${plant(w * 0.94, h * 0.82, h * 0.22)}`

const portrait = (hair, shirt, skin = '#e8c4a8', long = false) =>
  svg(
    300,
    300,
    `${backdrop(300, 300, SKY, '#eef4f8')}
${long ? `<path d="M88 140 C 84 230, 216 230, 212 140 Z" fill="${hair}"/>` : ''}
<circle cx="150" cy="340" r="130" fill="${shirt}"/>
<rect x="132" y="178" width="36" height="40" fill="${skin}"/>
<ellipse cx="150" cy="138" rx="56" ry="64" fill="${skin}"/>
<path d="M92 132 C 92 60, 208 60, 208 132 C 196 100, 120 92, 92 132 Z" fill="${hair}"/>
<circle cx="130" cy="142" r="5" fill="#2b2b2b"/><circle cx="170" cy="142" r="5" fill="#2b2b2b"/>
<path d="M132 170 Q150 182 168 170" stroke="#2b2b2b" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  )

const IMAGES = {
  'baby-stage': [1920, 840, stage],
  'baby-ratgeber-erstausstattung': [1200, 675, firstThings],
  'baby-ratgeber-sicher-schlafen': [1200, 675, nursery],
  'baby-ratgeber-babyschale': [1200, 675, carSeatScene],
}

const PORTRAITS = {
  'autor-katrin-vogel': portrait('#8a5a3b', MINT, '#e8c4a8', true),
  'autor-tobias-brandt': portrait('#3b3029', INK, '#d9ad8f'),
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
