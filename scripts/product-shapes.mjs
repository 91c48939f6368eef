// Flat product illustrations on a 600×600 grid for scripts/generate-product-images.mjs. Each takes the
// colour's fill, a darker shade, a highlight and an outline (white and transparent need one) and
// draws the product standing on the floor shadow at y ≈ 505.

/** @typedef {{ fill: string, dark: string, light: string, stroke: string }} Paint */

const METAL = '#5b5f66'
const WOOD = '#b98a5a'
const GLASS = '#cfe6f2'
const INK = '#2d2f33'

/** @param {Paint} p */
const outline = (p) => (p.stroke === 'none' ? '' : ` stroke="${p.stroke}" stroke-width="4"`)

/** @type {Record<string, (p: Paint) => string>} */
export const SHAPES = {
  sofa: (p) => `
<rect x="130" y="215" width="340" height="130" rx="40" fill="${p.dark}"${outline(p)}/>
<rect x="150" y="300" width="300" height="110" rx="24" fill="${p.fill}"${outline(p)}/>
<rect x="165" y="285" width="130" height="50" rx="20" fill="${p.light}"/>
<rect x="305" y="285" width="130" height="50" rx="20" fill="${p.light}"/>
<rect x="85" y="260" width="85" height="175" rx="36" fill="${p.fill}"${outline(p)}/>
<rect x="430" y="260" width="85" height="175" rx="36" fill="${p.fill}"${outline(p)}/>
<rect x="120" y="432" width="18" height="62" rx="6" fill="${WOOD}"/>
<rect x="462" y="432" width="18" height="62" rx="6" fill="${WOOD}"/>`,

  lamp: (p) => `
<ellipse cx="300" cy="300" rx="150" ry="70" fill="rgba(255,230,150,0.35)"/>
<rect x="292" y="250" width="16" height="230" fill="${METAL}"/>
<ellipse cx="300" cy="488" rx="85" ry="20" fill="${METAL}"/>
<polygon points="215,110 385,110 440,265 160,265" fill="${p.fill}"${outline(p)}/>
<polygon points="215,110 250,110 215,265 160,265" fill="${p.light}" opacity="0.6"/>
<rect x="160" y="258" width="280" height="12" rx="6" fill="${p.dark}"/>`,

  pot: (p) => `
<rect x="105" y="290" width="80" height="26" rx="13" fill="${METAL}"/>
<rect x="415" y="290" width="80" height="26" rx="13" fill="${METAL}"/>
<path d="M160 250 H440 V440 Q440 490 390 490 H210 Q160 490 160 440 Z" fill="${p.fill}"${outline(p)}/>
<rect x="180" y="270" width="34" height="190" rx="17" fill="${p.light}" opacity="0.55"/>
<ellipse cx="300" cy="250" rx="150" ry="30" fill="${p.dark}"${outline(p)}/>
<ellipse cx="300" cy="232" rx="140" ry="26" fill="${METAL}" opacity="0.85"/>
<rect x="270" y="190" width="60" height="30" rx="12" fill="${INK}"/>`,

  towel: (p) => `
<rect x="120" y="390" width="360" height="100" rx="18" fill="${p.dark}"${outline(p)}/>
<rect x="135" y="290" width="340" height="100" rx="18" fill="${p.fill}"${outline(p)}/>
<rect x="150" y="190" width="320" height="100" rx="18" fill="${p.light}"${outline(p)}/>
<rect x="120" y="455" width="360" height="12" fill="${p.light}" opacity="0.7"/>
<rect x="135" y="355" width="340" height="12" fill="${p.light}" opacity="0.8"/>
<rect x="150" y="255" width="320" height="12" fill="${p.fill}" opacity="0.6"/>`,

  bottle: (p) => `
<rect x="270" y="95" width="60" height="48" rx="10" fill="${INK}"/>
<path d="M276 140 H324 V185 Q380 205 380 260 V460 Q380 492 348 492 H252 Q220 492 220 460 V260 Q220 205 276 185 Z" fill="${p.fill}"${outline(p)}/>
<rect x="236" y="250" width="22" height="210" rx="11" fill="${p.light}" opacity="0.6"/>
<rect x="240" y="300" width="120" height="110" rx="10" fill="#fbfaf7"/>
<rect x="258" y="325" width="84" height="12" rx="6" fill="${p.dark}"/>
<rect x="258" y="350" width="60" height="10" rx="5" fill="#c9c4bc"/>
<rect x="258" y="372" width="70" height="10" rx="5" fill="#c9c4bc"/>`,

  box: (p) => `
<rect x="160" y="275" width="280" height="215" rx="10" fill="${p.fill}"${outline(p)}/>
<rect x="140" y="225" width="320" height="62" rx="10" fill="${p.dark}"${outline(p)}/>
<rect x="284" y="225" width="32" height="265" fill="#fbfaf7" opacity="0.9"/>
<ellipse cx="255" cy="205" rx="48" ry="26" fill="#fbfaf7" opacity="0.95" transform="rotate(-20 255 205)"/>
<ellipse cx="345" cy="205" rx="48" ry="26" fill="#fbfaf7" opacity="0.95" transform="rotate(20 345 205)"/>
<circle cx="300" cy="218" r="18" fill="#e9e4dc"/>`,

  appliance: (p) => `
<rect x="160" y="95" width="280" height="395" rx="22" fill="${p.fill}"${outline(p)}/>
<rect x="160" y="95" width="280" height="70" rx="22" fill="${p.dark}"/>
<circle cx="205" cy="130" r="14" fill="${p.light}"/>
<rect x="300" y="120" width="110" height="22" rx="8" fill="${INK}" opacity="0.8"/>
<circle cx="300" cy="320" r="108" fill="${METAL}"/>
<circle cx="300" cy="320" r="86" fill="${GLASS}"/>
<path d="M245 290 Q300 250 355 290" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.8"/>`,

  screen: (p) => `
<polygon points="255,400 345,400 370,480 230,480" fill="${p.dark}"/>
<rect x="190" y="470" width="220" height="20" rx="10" fill="${p.dark}"/>
<rect x="90" y="120" width="420" height="290" rx="18" fill="${p.fill}"${outline(p)}/>
<rect x="110" y="140" width="380" height="240" rx="6" fill="#1d2530"/>
<polygon points="110,140 300,140 180,380 110,380" fill="#ffffff" opacity="0.08"/>
<circle cx="300" cy="396" r="5" fill="${p.light}"/>`,

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
}
