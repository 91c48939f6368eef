import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import { UsageError } from './options.mjs'

/** The page every other page is compared with; it must be in bench/pages.json. */
export const BASELINE_NAME = 'baseline'
/**
 * The bare page padded to the byte size of another page of the list (`sizeOf`, the product page): issue 15
 * item 5 compares cached pages with a bare page of their size, so what remains is our code's cost.
 */
export const SIZED_BASELINE_NAME = 'baseline-sized'
const BASELINES = [BASELINE_NAME, SIZED_BASELINE_NAME]

/**
 * Budgets are relative to the baseline measured in the same run where the machine matters
 * (throughput, latency, Lighthouse performance) and absolute where it does not (JS size, a11y).
 */
export const budgetSchema = z
  .object({
    minReqRatio: z.number().positive().optional(),
    /** req/s over the same-size bare page's (SIZED_BASELINE_NAME). */
    minSizedReqRatio: z.number().positive().optional(),
    maxP99Ratio: z.number().positive().optional(),
    /** HTML as served, inline RSC data included (kB = 1000 bytes, uncompressed). */
    maxHtmlKb: z.number().positive().optional(),
    maxJsKb: z.number().positive().optional(),
    /** kB gzip of JS beyond the baseline page's (which is Next's and React's own). */
    maxExtraJsKb: z.number().min(0).optional(),
    /** Server CPU ms of rendering a query never rendered before (the page's `firstRender` paths). */
    maxFirstRenderCpuMs: z.number().positive().optional(),
    minPerfRatio: z.number().positive().optional(),
    /** Lighthouse performance points under the baseline page's in the same run. */
    maxPerfDrop: z.number().min(0).optional(),
    minA11y: z.number().min(0).max(100).optional(),
  })
  .strict()

export const pageSchema = z
  .object({
    name: z.string().regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes'),
    path: z.string().startsWith('/'),
    /** Host name without port, e.g. `de-ch.localhost`; bare `localhost` is market de-de. */
    host: z
      .string()
      .regex(/^[a-z0-9.-]+$/, 'a host name without port')
      .optional(),
    budget: budgetSchema.optional(),
    /** Only for SIZED_BASELINE_NAME: the page whose HTML bytes it is padded to. */
    sizeOf: z.string().optional(),
    /**
     * A path of the same kind with `{n}` where each request puts a number new to this run, so every one is
     * a query the server has not rendered yet: its CPU is the first render's (budget maxFirstRenderCpuMs).
     */
    firstRender: z.string().startsWith('/').includes('{n}').optional(),
  })
  .strict()

export const pagesSchema = z
  .array(pageSchema)
  .min(1)
  .refine((pages) => new Set(pages.map((p) => p.name)).size === pages.length, 'page names must be unique')
  .refine(
    (pages) => pages.some((p) => p.name === BASELINE_NAME),
    `a page named "${BASELINE_NAME}" is required`,
  )
  .refine(
    (pages) =>
      pages.every((p) =>
        p.name === SIZED_BASELINE_NAME
          ? pages.some((q) => q.name === p.sizeOf && !BASELINES.includes(q.name))
          : p.sizeOf === undefined,
      ),
    `"${SIZED_BASELINE_NAME}" needs sizeOf naming a shop page of the list; no other page has sizeOf`,
  )

/** @typedef {z.infer<typeof pageSchema>} BenchPage */

/** @param {string} file */
export async function loadPages(file) {
  return pagesSchema.parse(JSON.parse(await readFile(file, 'utf8')))
}

/**
 * Keeps the pages named in `only` plus the baselines, which every ratio needs; baselines first.
 * @param {BenchPage[]} pages
 * @param {string[] | undefined} only
 */
export function selectPages(pages, only) {
  const rank = (/** @type {BenchPage} */ p) => {
    const i = BASELINES.indexOf(p.name)
    return i < 0 ? BASELINES.length : i
  }
  const ordered = [...pages].sort((a, b) => rank(a) - rank(b))
  if (!only) return ordered
  const unknown = only.filter((name) => !pages.some((p) => p.name === name))
  if (unknown.length > 0) throw new UsageError(`unknown page(s) in --only: ${unknown.join(', ')}`)
  return ordered.filter((p) => BASELINES.includes(p.name) || only.includes(p.name))
}

/** @param {Pick<BenchPage, 'host'>} page @param {number} port */
export function hostHeader(page, port) {
  return `${page.host ?? 'localhost'}:${port}`
}

/** Browsers resolve `*.localhost` to loopback themselves, so Lighthouse gets the real market host. */
export function browserUrl(/** @type {BenchPage} */ page, /** @type {number} */ port) {
  return `http://${hostHeader(page, port)}${page.path}`
}
