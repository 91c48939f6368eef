// Types of links.mjs, for the TypeScript tests.
import type { Result } from './report.mjs'
export declare function internalLinks(html: string, base: string): string[]
export declare function crawlMarket(
  port: number,
  market: string,
  home: string,
): Promise<Result & { checked: number; parsed: number }>
