// Types of allowlist.mjs, for the TypeScript tests.
export declare const HTML_ALLOWED: { message: RegExp; extract: RegExp; reason: string }[]
