// Types of structured-data.mjs, for the TypeScript tests.
import type { Result } from './report.mjs'
export declare function extractJsonLd(html: string): {
  jsonld: Record<string, Record<string, unknown>[]>
  microdata: Record<string, never>
  rdfa: Record<string, never>
  errors: {
    format: string
    message: string
    sourceCodeLocation: { startOffset: number; endOffset: number }
  }[]
}
export declare function checkStructuredData(
  pages: { label: string; url: string; html: string; types: string[][] }[],
): Promise<Result[]>
export declare function relativeUrls(value: unknown, path?: string): string[]
