/**
 * The boundaries of README "Architecture" are enforced by tools: dependency-cruiser (.dependency-cruiser.cjs)
 * and the ESLint rule for client components (eslint/no-server-in-client.mjs). These tests show each rule
 * biting on a deliberate violation, and check the layout itself (every server module imports server-only,
 * no domain folder mixes kinds at one level).
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const ROOT = process.cwd()
const FIXTURE = path.join(ROOT, 'tests/fixtures/boundaries')

interface Violation {
  rule: { name: string }
  from: string
  to: string
}

function cruiseFixture(): Violation[] {
  const out = execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      'lib',
      '--config',
      path.join(ROOT, '.dependency-cruiser.cjs'),
      '--output-type',
      'json',
    ],
    { cwd: FIXTURE, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  )
  return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations
}

describe('dependency rules (.dependency-cruiser.cjs)', () => {
  const violations = cruiseFixture()
  const named = (rule: string) =>
    violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} → ${v.to}`)

  it('refuses a rules/ module that imports server/', () => {
    expect(named('rules-are-pure')).toEqual(['lib/shop/rules/price.ts → lib/shop/server/repository.ts'])
  })

  it('refuses a client/ module that reaches server/ through another module', () => {
    expect(named('client-never-reaches-server')).toEqual([
      'lib/shop/client/use-price.ts → lib/shop/server/repository.ts',
    ])
  })

  it('refuses an import cycle', () => {
    // A cycle is reported once, at the module where the cruise met it first.
    expect(named('no-circular')).toEqual(['lib/shop/server/cycle-a.ts → lib/shop/server/cycle-b.ts'])
  })

  it('leaves a clean module alone', () => {
    expect(violations.filter((v) => v.from === 'lib/shop/rules/clean.ts')).toEqual([])
  })
})

describe('client components (eslint/no-server-in-client.mjs)', () => {
  const eslint = new ESLint({ cwd: ROOT })
  const problems = async (code: string, file: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === 'boundaries/no-server-in-client')
      .map((m) => m.message)
  }
  const SERVER_IMPORT = "import { addItem } from '@/lib/basket/server/service'\nexport const x = addItem\n"

  it.each([
    ['a server module', "'use client'\n" + SERVER_IMPORT],
    ['the database', "'use client'\nimport { getDb } from '@/lib/db'\nexport const x = getDb\n"],
    ['next/headers', "'use client'\nimport { cookies } from 'next/headers'\nexport const x = cookies\n"],
    [
      'a relative server module',
      "'use client'\nimport { x as y } from '../server/thing'\nexport const x = y\n",
    ],
  ])('refuses a client component that imports %s', async (_, code) => {
    expect(await problems(code, 'components/fake/Fake.tsx')).toHaveLength(1)
  })

  it('refuses a lib/<domain>/client module that imports server code', async () => {
    expect(await problems(SERVER_IMPORT, 'lib/basket/client/fake.ts')).toHaveLength(1)
  })

  it('allows a server component, and a type-only import in a client component', async () => {
    expect(await problems(SERVER_IMPORT, 'components/fake/Fake.tsx')).toEqual([])
    const typeOnly = "'use client'\nimport type { Db } from '@/lib/db'\nexport type X = Db\n"
    expect(await problems(typeOnly, 'components/fake/Fake.tsx')).toEqual([])
  })
})

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? files(full) : [full]
  })

// Toolkits are of one kind each (README, Architecture); every other folder of lib/ is a domain.
const TOOLKITS = ['build', 'cache', 'config', 'db', 'i18n', 'images']
const KINDS = ['client', 'rules', 'server']
const LIB = path.join(ROOT, 'lib')
const domains = readdirSync(LIB).filter((name) => !TOOLKITS.includes(name))

describe('the layout of lib/', () => {
  it.each(domains)('lib/%s holds only rules/, server/, client/ (and at most an index.ts)', (domain) => {
    const entries = readdirSync(path.join(LIB, domain))
    expect(entries.filter((e) => !KINDS.includes(e) && e !== 'index.ts')).toEqual([])
  })

  // The packages make a wrong import fail `next build`: server-only in a client bundle, client-only on the server.
  it.each([
    ['server', 'server-only', 50],
    ['client', 'client-only', 5],
  ])('every module under lib/<domain>/%s/ imports %s first', (kind, marker, atLeast) => {
    const modules = domains
      .flatMap((d) => {
        const dir = path.join(LIB, d, kind)
        return statSync(dir, { throwIfNoEntry: false })?.isDirectory() ? files(dir) : []
      })
      .filter((f) => /\.tsx?$/.test(f))
    const opening = new RegExp(String.raw`^(\/\*[\s\S]*?\*\/\s*|\/\/[^\n]*\n\s*)*import '${marker}'`)
    const missing = modules
      .filter((f) => !opening.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(ROOT, f))
    expect(modules.length).toBeGreaterThan(atLeast)
    expect(missing).toEqual([])
  })
})
