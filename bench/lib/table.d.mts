// Types for the TypeScript tests (the project does not type-check .mjs files itself).
import type { BudgetKey, Verdict } from './compare.mjs'

export interface Column {
  header: string
  align: 'left' | 'right'
  value: (page: Record<string, unknown>) => unknown
  budget?: BudgetKey[]
}
export function cell(value: unknown, suffix?: string): string
export const COLUMNS: Column[]
export function budgetCell(column: Column, page: unknown): string
export function verdictOf(verdicts: Verdict[]): string
export function renderTable(columns: Column[], pages: unknown[]): string
