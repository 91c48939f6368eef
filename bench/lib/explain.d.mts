// Types for the TypeScript tests (the project does not type-check .mjs files itself).
export function explainFailures(page: unknown, baselines: { baseline?: unknown; sized?: unknown }): string[]
export function ownChunks(page: unknown, baseline: unknown): string
