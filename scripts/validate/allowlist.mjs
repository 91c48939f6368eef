// The Nu HTML Checker's findings that `npm run validate` accepts: only markup that Next.js itself writes
// (framework code we cannot change from the shop), each with why. A finding in the shop's own markup is
// never listed here: it is fixed. An entry matches a finding's message and its extract (the markup the
// finding points at), so it cannot hide the same message on another element.
/** @type {{ message: RegExp, extract: RegExp, reason: string }[]} */
export const HTML_ALLOWED = [
  {
    message:
      /^A “link” element with an “as” attribute must have a “rel” attribute that contains the value “preload”/,
    extract:
      /<link href="\/_next\/static\/[^"]+\.css" rel="stylesheet" as="style" data-precedence="dynamic"\/>/,
    reason:
      'next/dynamic writes the CSS of a lazily loaded component as <link rel="stylesheet" as="style" ' +
      'precedence="dynamic"> (next/dist/shared/lib/lazy-dynamic/preload-chunks.js); "as" is only allowed ' +
      'with rel=preload, browsers ignore it on a stylesheet, and the shop cannot change that markup.',
  },
]
