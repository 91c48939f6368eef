// The schema.org vocabulary the structured-data validator checks types and properties against, built
// from the pinned npm package `schema-dts` (its TypeScript typings are generated from schema.org's own
// vocabulary), so the check never downloads schema.org at run time. Produces the subset of schema.org's
// JSON-LD (`@graph` of rdfs:Class with rdfs:subClassOf, rdf:Property with schema:domainIncludes) that
// @adobe/structured-data-validator's schema.org handler reads.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

// `interface ProductBase extends ThingBase {` / `export interface ProductLeaf extends ProductBase {`
const INTERFACE = /^(?:export )?interface (\w+?)(Base|Leaf) extends ([^{]+)\{$/
const PROPERTY = /^ {4}"([\w-]+)"\??:/
const TYPE_NAME = /^ {4}"@type": "(\w+)";$/

/** `ThingBase, Partial<IdReference>` → ['Thing'] (only the schema.org bases; external ones are skipped). */
function baseNames(/** @type {string} */ extendsList) {
  return extendsList
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[A-Z]\w*Base$/.test(part))
    .map((part) => part.slice(0, -'Base'.length))
}

/**
 * Parses schema-dts's typings: each `XBase` holds X's own properties and its parents, each `XLeaf`
 * names the type (a type without properties of its own extends its parent's Base directly).
 * @param {string} typings
 */
export function vocabularyFromTypings(typings) {
  /** @type {Map<string, { parents: string[], properties: string[] }>} */
  const bases = new Map()
  /** @type {Map<string, string[]>} type name → parents */
  const classes = new Map()
  /** @type {{ name: string, kind: string, parents: string[], properties: string[], type?: string } | null} */
  let open = null
  for (const line of typings.split('\n')) {
    const start = INTERFACE.exec(line)
    if (start) {
      open = { name: start[1], kind: start[2], parents: baseNames(start[3]), properties: [] }
      continue
    }
    if (!open) continue
    if (line === '}') {
      if (open.kind === 'Base') bases.set(open.name, open)
      else if (open.type) classes.set(open.type, open.parents)
      open = null
      continue
    }
    const type = TYPE_NAME.exec(line)
    if (type) open.type = type[1]
    const property = PROPERTY.exec(line)
    if (property && property[1] !== '@type') open.properties.push(property[1])
  }
  /** @type {Map<string, string[]>} property → the types that declare it */
  const domains = new Map()
  const graph = []
  for (const [name, leafParents] of classes) {
    const own = bases.get(name)
    // `XLeaf extends XBase`: X's parents are XBase's; otherwise the leaf extends its parent's Base.
    const parents = leafParents.length === 1 && leafParents[0] === name ? (own?.parents ?? []) : leafParents
    graph.push({
      '@id': `schema:${name}`,
      '@type': 'rdfs:Class',
      'rdfs:subClassOf': parents.map((parent) => ({ '@id': `schema:${parent}` })),
    })
    for (const property of own?.properties ?? []) {
      domains.set(property, [...(domains.get(property) ?? []), name])
    }
  }
  for (const [property, types] of domains) {
    graph.push({
      '@id': `schema:${property}`,
      '@type': 'rdf:Property',
      'schema:domainIncludes': types.map((type) => ({ '@id': `schema:${type}` })),
    })
  }
  return { '@graph': graph }
}

/** The vocabulary of the installed schema-dts. */
export async function loadVocabulary() {
  const typings = await readFile(require.resolve('schema-dts/dist/schema.d.ts'), 'utf8')
  return vocabularyFromTypings(typings)
}
