// Types for the TypeScript tests (the project does not type-check .mjs files itself).
export interface Column {
  header: string
  align: 'left' | 'right'
  value: (page: Record<string, unknown>) => unknown
}
export function cell(value: unknown, suffix?: string): string
export const COLUMNS: Column[]
export function renderTable(columns: Column[], pages: unknown[]): string
