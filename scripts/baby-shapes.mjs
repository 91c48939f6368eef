// Flat illustrations of the baby flavour's goods, on the grid of ./product-shapes.mjs.

import { METAL, WOOD, GLASS, INK, outline } from './shape-paint.mjs'

/** @typedef {import('./shape-paint.mjs').Paint} Paint */

/** @type {Record<string, (p: Paint) => string>} */
export const BABY_SHAPES = {
  pram: (p) => `
<path d="M150 250 Q150 410 300 410 Q450 410 450 250 Z" fill="${p.fill}"${outline(p)}/>
<path d="M150 250 Q160 120 300 110 L300 250 Z" fill="${p.dark}"${outline(p)}/>
<path d="M160 250 H440" stroke="${p.light}" stroke-width="14" stroke-linecap="round"/>
<path d="M440 250 L500 150" stroke="${METAL}" stroke-width="12" stroke-linecap="round"/>
<path d="M220 405 L190 455 M380 405 L410 455" stroke="${METAL}" stroke-width="10" stroke-linecap="round"/>
<circle cx="185" cy="460" r="38" fill="${INK}"/><circle cx="185" cy="460" r="14" fill="${METAL}"/>
<circle cx="415" cy="460" r="38" fill="${INK}"/><circle cx="415" cy="460" r="14" fill="${METAL}"/>`,

  carseat: (p) => `
<path d="M160 200 Q150 120 250 110 Q330 105 350 170 L300 190 Q280 150 240 155 Q195 160 200 210 Z" fill="${p.dark}"${outline(p)}/>
<path d="M170 200 Q150 430 270 470 H430 Q470 470 462 430 L440 370 Q430 340 395 340 H300 Q262 340 255 300 L245 215 Q240 190 205 190 Q172 190 170 200 Z" fill="${p.fill}"${outline(p)}/>
<path d="M205 225 Q195 400 280 435 H415 L405 385 H300 Q232 380 228 300 Z" fill="${p.light}" opacity="0.55"/>
<path d="M200 330 Q300 60 450 330" stroke="${METAL}" stroke-width="16" fill="none" stroke-linecap="round"/>
<circle cx="200" cy="330" r="18" fill="${INK}"/><circle cx="450" cy="330" r="18" fill="${INK}"/>
<rect x="230" y="470" width="210" height="22" rx="11" fill="${INK}" opacity="0.85"/>`,

  crib: (p) => `
<rect x="120" y="150" width="26" height="345" rx="8" fill="${p.dark}"${outline(p)}/>
<rect x="454" y="150" width="26" height="345" rx="8" fill="${p.dark}"${outline(p)}/>
<rect x="146" y="360" width="308" height="40" rx="6" fill="#fbfaf7"/>
<rect x="146" y="175" width="308" height="22" rx="6" fill="${p.fill}"${outline(p)}/>
<rect x="146" y="395" width="308" height="34" rx="6" fill="${p.fill}"${outline(p)}/>
${[180, 220, 260, 300, 340, 380, 420].map((x) => `<rect x="${x - 7}" y="197" width="14" height="165" rx="7" fill="${p.fill}"${outline(p)}/>`).join('')}`,

  toy: (p) => `
<circle cx="225" cy="150" r="42" fill="${p.dark}"/><circle cx="375" cy="150" r="42" fill="${p.dark}"/>
<ellipse cx="300" cy="370" rx="120" ry="115" fill="${p.fill}"${outline(p)}/>
<ellipse cx="300" cy="380" rx="68" ry="70" fill="${p.light}"/>
<ellipse cx="185" cy="340" rx="40" ry="62" fill="${p.dark}" transform="rotate(25 185 340)"/>
<ellipse cx="415" cy="340" rx="40" ry="62" fill="${p.dark}" transform="rotate(-25 415 340)"/>
<ellipse cx="225" cy="470" rx="52" ry="32" fill="${p.dark}"/><ellipse cx="375" cy="470" rx="52" ry="32" fill="${p.dark}"/>
<circle cx="300" cy="200" r="95" fill="${p.fill}"${outline(p)}/>
<ellipse cx="300" cy="235" rx="44" ry="34" fill="${p.light}"/>
<circle cx="265" cy="185" r="10" fill="${INK}"/><circle cx="335" cy="185" r="10" fill="${INK}"/>
<ellipse cx="300" cy="222" rx="14" ry="10" fill="${INK}"/>`,

  bodysuit: (p) => `
<path d="M225 110 Q300 160 375 110 L470 160 L440 250 L395 230 L395 390 Q395 420 360 440 L335 480 H265 L240 440 Q205 420 205 390 L205 230 L160 250 L130 160 Z" fill="${p.fill}"${outline(p)}/>
<path d="M225 110 Q300 175 375 110" stroke="${p.dark}" stroke-width="12" fill="none"/>
<path d="M130 160 L160 250 L205 230" stroke="${p.dark}" stroke-width="10" fill="none" opacity="0.6"/>
<path d="M470 160 L440 250 L395 230" stroke="${p.dark}" stroke-width="10" fill="none" opacity="0.6"/>
<circle cx="285" cy="470" r="6" fill="${p.light}"/><circle cx="315" cy="470" r="6" fill="${p.light}"/>
<path d="M270 290 q15 -20 30 0 q15 -20 30 0 q0 25 -30 45 q-30 -20 -30 -45z" fill="${p.light}" opacity="0.8"/>`,
  // A christening cup: a tapering beaker on a foot ring, embossed bands and an engraved name.
  cup: (p) => `
<rect x="205" y="468" width="190" height="24" rx="10" fill="${p.dark}"${outline(p)}/>
<path d="M185 160 H415 L385 462 Q383 476 368 476 H232 Q217 476 215 462 Z" fill="${p.fill}"${outline(p)}/>
<rect x="212" y="190" width="26" height="260" rx="13" fill="${p.light}" opacity="0.7" transform="rotate(-5 225 320)"/>
<path d="M190 205 H410 M210 430 H390" stroke="${p.dark}" stroke-width="8" opacity="0.6"/>
<ellipse cx="300" cy="160" rx="115" ry="24" fill="${p.dark}"${outline(p)}/>
<ellipse cx="300" cy="163" rx="100" ry="17" fill="${INK}" opacity="0.35"/>
<path d="M300 262 l9 18 20 3 -14 14 3 20 -18 -9 -18 9 3 -20 -14 -14 20 -3 z" fill="${p.dark}"/>
<rect x="255" y="345" width="90" height="11" rx="5" fill="${p.dark}"/>
<rect x="270" y="368" width="60" height="8" rx="4" fill="${p.dark}" opacity="0.7"/>`,

  // A baby bottle: body with scale marks, screw ring and teat.
  babybottle: (p) => `
<path d="M262 190 Q258 150 287 140 Q284 105 300 95 Q316 105 313 140 Q342 150 338 190 Z" fill="#e8c9a0" stroke="#c9a77a" stroke-width="4"/>
<rect x="222" y="180" width="156" height="52" rx="14" fill="${p.dark}"${outline(p)}/>
<rect x="230" y="225" width="140" height="265" rx="32" fill="${p.fill}"${outline(p)}/>
<rect x="245" y="245" width="20" height="215" rx="10" fill="${p.light}" opacity="0.6"/>
<path d="M335 280 H360 M345 320 H360 M335 360 H360 M345 400 H360 M335 440 H360" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>`,

  // A piggy bank with a coin going into the slot.
  piggy: (p) => `
<rect x="185" y="405" width="44" height="85" rx="14" fill="${p.dark}"/>
<rect x="370" y="405" width="44" height="85" rx="14" fill="${p.dark}"/>
<path d="M132 330 Q100 320 110 295 Q120 275 135 300" stroke="${p.dark}" stroke-width="9" fill="none" stroke-linecap="round"/>
<ellipse cx="295" cy="340" rx="165" ry="120" fill="${p.fill}"${outline(p)}/>
<polygon points="370,225 420,175 425,250" fill="${p.dark}"/>
<ellipse cx="465" cy="335" rx="32" ry="42" fill="${p.light}"${outline(p)}/>
<ellipse cx="456" cy="325" rx="6" ry="9" fill="${p.dark}"/><ellipse cx="474" cy="345" rx="6" ry="9" fill="${p.dark}"/>
<circle cx="400" cy="290" r="10" fill="${INK}"/>
<circle cx="285" cy="178" r="34" fill="#c9a23a" stroke="#9f7e22" stroke-width="5"/>
<rect x="245" y="214" width="80" height="12" rx="6" fill="${INK}"/>
<ellipse cx="230" cy="300" rx="60" ry="30" fill="${p.light}" opacity="0.5"/>`,

  // A stacking tower: rings narrowing to the top on a wooden stand.
  stacker: (p) => `
<rect x="180" y="462" width="240" height="30" rx="12" fill="${WOOD}"/>
<rect x="288" y="120" width="24" height="350" rx="12" fill="${WOOD}"/>
<rect x="160" y="400" width="280" height="64" rx="32" fill="${p.dark}"${outline(p)}/>
<rect x="180" y="340" width="240" height="62" rx="31" fill="${p.fill}"${outline(p)}/>
<rect x="200" y="282" width="200" height="60" rx="30" fill="${p.light}"${outline(p)}/>
<rect x="220" y="226" width="160" height="58" rx="29" fill="${p.dark}"${outline(p)}/>
<rect x="240" y="172" width="120" height="56" rx="28" fill="${p.fill}"${outline(p)}/>
<circle cx="300" cy="135" r="40" fill="${p.light}"${outline(p)}/>`,

  // A rubber duck on a ripple of water.
  duck: (p) => `
<path d="M150 380 Q120 330 150 300 Q190 355 300 350 Q400 350 470 320 Q480 450 330 480 H250 Q165 470 150 380 Z" fill="${p.fill}"${outline(p)}/>
<circle cx="300" cy="230" r="95" fill="${p.fill}"${outline(p)}/>
<path d="M380 235 Q455 225 470 250 Q450 280 385 270 Z" fill="#e05a1a"/>
<circle cx="330" cy="200" r="13" fill="${INK}"/><circle cx="334" cy="196" r="4" fill="#ffffff"/>
<path d="M205 395 Q260 360 330 395 Q270 440 205 395 Z" fill="${p.dark}"/>
<ellipse cx="255" cy="190" rx="30" ry="16" fill="${p.light}" opacity="0.7" transform="rotate(-30 255 190)"/>
<path d="M90 495 Q130 475 170 495 T250 495 T330 495 T410 495 T490 495" stroke="#8ec9ef" stroke-width="10" fill="none" stroke-linecap="round"/>`,

  // A changing dresser: three drawers, knobs, wooden feet and a changing mat on top.
  dresser: (p) => `
<rect x="140" y="465" width="24" height="30" rx="6" fill="${WOOD}"/>
<rect x="436" y="465" width="24" height="30" rx="6" fill="${WOOD}"/>
<rect x="120" y="215" width="360" height="255" rx="12" fill="${p.fill}"${outline(p)}/>
<rect x="140" y="235" width="320" height="66" rx="8" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/>
<rect x="140" y="315" width="320" height="66" rx="8" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/>
<rect x="140" y="395" width="320" height="60" rx="8" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/>
<circle cx="300" cy="268" r="9" fill="${METAL}"/><circle cx="300" cy="348" r="9" fill="${METAL}"/><circle cx="300" cy="425" r="9" fill="${METAL}"/>
<rect x="130" y="160" width="340" height="58" rx="24" fill="#bcdff0" stroke="#8fbfd9" stroke-width="5"/>
<rect x="160" y="172" width="280" height="30" rx="14" fill="#d7ecf7"/>`,

  // A bottle warmer: a round heating cup with a dial, a baby bottle standing in it.
  warmer: (p) => `
<path d="M268 205 Q265 180 288 172 Q286 148 300 142 Q314 148 312 172 Q335 180 332 205 Z" fill="#e8c9a0" stroke="#c9a77a" stroke-width="4"/>
<rect x="250" y="198" width="100" height="36" rx="10" fill="${GLASS}" stroke="#7fa6bd" stroke-width="4"/>
<rect x="256" y="230" width="88" height="140" rx="18" fill="${GLASS}" stroke="#7fa6bd" stroke-width="4"/>
<path d="M185 320 H415 V455 Q415 490 380 490 H220 Q185 490 185 455 Z" fill="${p.fill}"${outline(p)}/>
<ellipse cx="300" cy="320" rx="115" ry="22" fill="${p.dark}"${outline(p)}/>
<rect x="200" y="345" width="20" height="120" rx="10" fill="${p.light}" opacity="0.55"/>
<circle cx="300" cy="420" r="30" fill="${METAL}"/>
<rect x="296" y="394" width="8" height="24" rx="4" fill="#ffffff"/>
<circle cx="370" cy="372" r="7" fill="#3a8a3f"/>`,

  // A soft pack (nappies, wipes): handle slot at the top, a white panel with a nappy.
  pack: (p) => `
<path d="M170 150 H430 Q470 150 470 190 V470 Q470 492 448 492 H152 Q130 492 130 470 V190 Q130 150 170 150 Z" fill="${p.fill}"${outline(p)}/>
<rect x="255" y="175" width="90" height="26" rx="13" fill="#f4f1ec"${outline(p)}/>
<rect x="150" y="215" width="22" height="250" rx="11" fill="${p.light}" opacity="0.55"/>
<rect x="190" y="260" width="220" height="180" rx="24" fill="#fbfaf7"/>
<path d="M235 300 H365 Q362 400 300 405 Q238 400 235 300 Z" fill="#e9e4dc" stroke="${p.dark}" stroke-width="6" stroke-linejoin="round"/>
<rect x="225" y="295" width="30" height="22" rx="6" fill="${p.dark}"/><rect x="345" y="295" width="30" height="22" rx="6" fill="${p.dark}"/>`,
}
