// Structured-data check of `npm run validate`: the JSON-LD of the sampled pages through
// @adobe/structured-data-validator (Google's rich-result rules per type and schema.org's vocabulary from
// ./vocabulary.mjs). Errors fail; warnings are reported only. The validator takes what
// @marbec/web-auto-extractor produces; the shop writes JSON-LD only, so the few lines below extract it.
import Validator from '@adobe/structured-data-validator'
import { lineOf } from './report.mjs'
import { loadVocabulary } from './vocabulary.mjs'

// Warnings that say a value is wrong (not merely that a recommended field is missing) fail the check:
// a relative URL in a breadcrumb or image is not the absolute URL Google documents for those fields.
const WRONG_VALUE = [/^Invalid URL in field/]

// Fields that hold a URL: each must be absolute (http or https), as Google documents for structured data;
// the validator itself checks only some of them (a breadcrumb's `item` it checks, so it is not here).
const URL_FIELDS = new Set([
  'url',
  'image',
  'logo',
  'contentUrl',
  'thumbnailUrl',
  'sameAs',
  'mainEntityOfPage',
])

/**
 * Relative URLs anywhere in a JSON-LD item, as findings with their path.
 * @param {unknown} value @param {string} path @returns {string[]}
 */
export function relativeUrls(value, path = '') {
  if (Array.isArray(value)) return value.flatMap((v, i) => relativeUrls(v, `${path}[${i}]`))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, v]) => {
    const here = path ? `${path} > ${key}` : key
    const strings = [v].flat().filter((x) => typeof x === 'string')
    const relative = URL_FIELDS.has(key) ? strings.filter((x) => !/^https?:\/\//.test(x)) : []
    return [
      ...relative.map((x) => `${here}: relative URL "${x}" (must be absolute)`),
      ...relativeUrls(v, here),
    ]
  })
}

const LD_JSON = /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g

/**
 * The JSON-LD blocks of a page in the extractor's shape: `{ jsonld: { Type: [item] }, errors }`, each
 * item with `@location` "start,end" (offsets in the HTML); `@graph` blocks count item by item.
 * @param {string} html
 */
export function extractJsonLd(html) {
  /** @type {Record<string, any[]>} */
  const jsonld = {}
  /** @type {{ format: string, message: string, sourceCodeLocation: { startOffset: number, endOffset: number } }[]} */
  const errors = []
  for (const match of html.matchAll(LD_JSON)) {
    const startOffset = match.index ?? 0
    const location = { startOffset, endOffset: startOffset + match[0].length }
    let data
    try {
      data = JSON.parse(match[1])
    } catch (error) {
      errors.push({
        format: 'jsonld',
        message: `JSON-LD does not parse: ${error}`,
        sourceCodeLocation: location,
      })
      continue
    }
    const items = (Array.isArray(data) ? data : [data]).flatMap((item) => item?.['@graph'] ?? [item])
    for (const item of items) {
      const types = [item?.['@type'] ?? 'untyped'].flat()
      const key = String(types[0])
      ;(jsonld[key] ??= []).push({ ...item, '@location': `${location.startOffset},${location.endOffset}` })
    }
  }
  return { jsonld, microdata: {}, rdfa: {}, errors }
}

/** Where an issue is: root type and path, e.g. `Product > offers[2] (Offer)`. */
function where(/** @type {any} */ issue) {
  const path = (issue.path ?? [])
    .map((/** @type {any} */ step) => {
      const name = step.property ?? step.type ?? ''
      const index = step.length > 1 || step.index > 0 ? `[${step.index}]` : ''
      return `${name}${index}`
    })
    .filter(Boolean)
  return path.length > 0 ? path.join(' > ') : String(issue.rootType ?? '')
}

/**
 * @param {{ label: string, url: string, html: string, types: string[][] }[]} pages pages whose structured
 *   data is checked, each with the types it must carry (one of each list; a page without is an error too)
 */
export async function checkStructuredData(pages) {
  /** @type {import('./report.mjs').Result[]} */
  const validator = new Validator(await loadVocabulary())
  const results = []
  for (const page of pages) {
    const extracted = extractJsonLd(page.html)
    const found = Object.keys(extracted.jsonld)
    const issues = await validator.validate(structuredClone(extracted))
    /** @type {{ severity: string, message: string, line: number | undefined }[]} */
    const findings = issues.map((/** @type {any} */ issue) => ({
      severity: WRONG_VALUE.some((wrong) => wrong.test(issue.issueMessage)) ? 'ERROR' : issue.severity,
      message: `${where(issue)}: ${issue.issueMessage}`,
      line: issue.location ? lineOf(page.html, Number(String(issue.location).split(',')[0])) : undefined,
    }))
    for (const [type, items] of Object.entries(extracted.jsonld)) {
      for (const item of items) {
        for (const message of relativeUrls(item, type)) {
          findings.push({
            severity: 'ERROR',
            message,
            line: lineOf(page.html, Number(item['@location'].split(',')[0])),
          })
        }
      }
    }
    for (const alternatives of page.types) {
      if (!alternatives.some((type) => found.includes(type))) {
        findings.push({
          severity: 'ERROR',
          message: `no ${alternatives.join(' or ')} in the JSON-LD (found: ${found.join(', ') || 'none'})`,
          line: undefined,
        })
      }
    }
    const warnings = findings.filter((f) => f.severity !== 'ERROR')
    // Google's recommended-but-optional fields are many on every product: counted, not listed.
    const optional = warnings.filter((f) => f.message.endsWith('(optional)')).length
    results.push({
      name: page.label,
      subject: page.url,
      errors: findings.filter((f) => f.severity === 'ERROR').map(describe),
      notes: [
        `types: ${found.join(', ') || 'none'}; ${optional} optional field(s) missing`,
        ...warnings.filter((f) => !f.message.endsWith('(optional)')).map((f) => `warning: ${describe(f)}`),
      ],
    })
  }
  return results
}

const describe = (/** @type {{ line?: number, message: string }} */ f) =>
  `${f.line ? `line ${f.line}: ` : ''}${f.message}`
