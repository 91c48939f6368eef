// Types of report.mjs, for the TypeScript tests.
export type Result = { name: string; subject: string; errors: string[]; notes?: string[] }
export declare function lineOf(text: string, offset: number): number
export declare function printCheck(check: string, results: Result[]): void
export declare function writeReport(
  checks: Record<string, Result[]>,
): Promise<{ passed: number; failed: number; checks: Record<string, Result[]> }>
