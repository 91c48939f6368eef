import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import { UsageError } from './options.mjs'

/** The page every other page is compared with; it must be in bench/pages.json. */
export const BASELINE_NAME = 'baseline'

/**
 * Budgets are relative to the baseline measured in the same run where the machine matters
 * (throughput, latency, Lighthouse performance) and absolute where it does not (JS size, a11y).
 */
export const budgetSchema = z
  .object({
    minReqRatio: z.number().positive().optional(),
    maxP99Ratio: z.number().positive().optional(),
    maxJsKb: z.number().positive().optional(),
    /** kB gzip of JS beyond the baseline page's (which is Next's and React's own). */
    maxExtraJsKb: z.number().min(0).optional(),
    minPerfRatio: z.number().positive().optional(),
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

/** @typedef {z.infer<typeof pageSchema>} BenchPage */

/** @param {string} file */
export async function loadPages(file) {
  return pagesSchema.parse(JSON.parse(await readFile(file, 'utf8')))
}

/**
 * Keeps the pages named in `only` plus the baseline, which every ratio needs.
 * @param {BenchPage[]} pages
 * @param {string[] | undefined} only
 */
export function selectPages(pages, only) {
  if (!only) return pages
  const unknown = only.filter((name) => !pages.some((p) => p.name === name))
  if (unknown.length > 0) throw new UsageError(`unknown page(s) in --only: ${unknown.join(', ')}`)
  return pages.filter((p) => p.name === BASELINE_NAME || only.includes(p.name))
}

/** @param {Pick<BenchPage, 'host'>} page @param {number} port */
export function hostHeader(page, port) {
  return `${page.host ?? 'localhost'}:${port}`
}

/** Browsers resolve `*.localhost` to loopback themselves, so Lighthouse gets the real market host. */
export function browserUrl(/** @type {BenchPage} */ page, /** @type {number} */ port) {
  return `http://${hostHeader(page, port)}${page.path}`
}
