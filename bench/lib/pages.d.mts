// Types for the TypeScript tests (the project does not type-check .mjs files itself).
import type { z } from 'zod'
import type { BudgetKey } from './compare.mjs'

export const BASELINE_NAME: 'baseline'
export const SIZED_BASELINE_NAME: 'baseline-sized'
export interface BenchPage {
  name: string
  path: string
  host?: string
  budget?: Partial<Record<BudgetKey, number>>
  sizeOf?: string
  firstRender?: string
}
export const budgetSchema: z.ZodType<Partial<Record<BudgetKey, number>>>
export const pageSchema: z.ZodType<BenchPage>
export const pagesSchema: z.ZodType<BenchPage[]>
export function loadPages(file: string): Promise<BenchPage[]>
export function selectPages(pages: BenchPage[], only: string[] | undefined): BenchPage[]
export function hostHeader(page: Pick<BenchPage, 'host'>, port: number): string
export function browserUrl(page: BenchPage, port: number): string
