// Types for the TypeScript tests (the project does not type-check .mjs files itself).
export function groupRssKb(pgid: number): number | null
