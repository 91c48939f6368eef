/**
 * The noisy browser errors error reporting ignores (spec 01 §8 "some noisy browser errors are ignored by
 * error reporting"): errors the shop cannot fix and that say nothing about it — layout-observer loops,
 * browser extensions, aborted or failed network requests of a leaving page, third-party scripts and
 * in-app browsers. Passed to Sentry's `ignoreErrors` / `denyUrls`, and applied by the shop's own error
 * store too (`isIgnoredError`), so a report that slipped past an old browser bundle is dropped as well.
 * Pure, browser-safe.
 */

/** Matched against "Type: message" and the message alone (strings: substring; regexes: as written). */
export const IGNORED_ERRORS: ReadonlyArray<string | RegExp> = [
  // Chrome / Firefox when a ResizeObserver callback resizes what it observes: harmless, spec-defined.
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications',
  // A page left or a request cancelled while loading (navigation, tab closed, AbortController).
  'AbortError',
  'The user aborted a request',
  'The operation was aborted',
  'signal is aborted without reason',
  /^(TypeError: )?Failed to fetch$/,
  /^(TypeError: )?NetworkError when attempting to fetch resource\.?$/,
  /^(TypeError: )?Load failed$/,
  /^(TypeError: )?cancelled$/,
  /^(TypeError: )?(La connexion réseau a été perdue|Netzwerkverbindung wurde unterbrochen)\.?$/,
  // Browser extensions and injected scripts.
  /^(Error: )?Extension context invalidated\.?$/,
  'chrome-extension://',
  'moz-extension://',
  'safari-extension://',
  'webkit-masked-url://',
  '__gCrWeb',
  // In-app browsers and password managers poking at the page.
  'instantSearchSDKJSBridgeClearHighlight',
  'Non-Error promise rejection captured with value: Object Not Found Matching Id',
  /^(Error: )?Java object is gone$/,
  'window.webkit.messageHandlers',
  // A cross-origin script's error: the browser hides everything, nothing to act on.
  /^Script error\.?$/,
  // Autoplay refused by the browser: a policy, not a bug.
  'play() request was interrupted',
  "play() failed because the user didn't interact with the document first",
]

/** Scripts whose errors are not the shop's: extensions and known injectors. */
export const IGNORED_SCRIPT_URLS: ReadonlyArray<RegExp> = [
  /^(chrome|moz|safari|safari-web)-extension:\/\//i,
  /^webkit-masked-url:/i,
  /^resource:\/\//i,
]

export function isIgnoredError(type: string | null | undefined, message: string | null | undefined): boolean {
  const text = message ?? ''
  const candidates = type ? [`${type}: ${text}`, text, type] : [text]
  return IGNORED_ERRORS.some((pattern) =>
    candidates.some((candidate) =>
      typeof pattern === 'string' ? candidate.includes(pattern) : pattern.test(candidate),
    ),
  )
}

export function isIgnoredScript(url: string | null | undefined): boolean {
  return !!url && IGNORED_SCRIPT_URLS.some((pattern) => pattern.test(url))
}
