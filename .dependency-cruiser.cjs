/**
 * Where code may run, enforced (README, Architecture): `npm run lint` runs this over app/, components/,
 * lib/ and proxy.ts. Pure rules and client modules never reach server code; nothing imports in a circle.
 * Client components (files with 'use client') are checked by the ESLint rule in eslint/, since only a
 * parser sees the directive; tests/unit/boundaries.test.ts shows both biting.
 */
const SERVER_ONLY = [
  '^lib/[^/]+/server/',
  '^lib/db/(client|index|bootstrap)\\.ts$',
  '^node_modules/(next/headers|next/cache|server-only|drizzle-orm|pg|@electric-sql/pglite|storyblok-js-client)/',
]
const BROWSER_ONLY = [
  '^lib/[^/]+/client/',
  '^node_modules/(zustand|client-only|react-toastify|swiper|react-dom)/',
]
// react/jsx-runtime is left out: the parser reports it for generic arrow functions in plain .ts files.
const UI = ['^node_modules/react/index\\.js$', '^node_modules/next/']
// Erased at build time: a type import ships nothing, so the boundaries ignore it; cycles do not.
const RUNTIME = { dependencyTypesNot: ['type-only'] }

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes load order decide behaviour and hides layering: move the shared piece down.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'rules-are-pure',
      severity: 'error',
      comment:
        'lib/<domain>/rules/ holds pure functions, importable from anywhere: no server, browser or UI code.',
      from: { path: '^lib/[^/]+/rules/' },
      to: { path: [...SERVER_ONLY, ...BROWSER_ONLY, ...UI], ...RUNTIME },
    },
    {
      name: 'toolkits-are-pure',
      severity: 'error',
      comment:
        'lib/config, lib/cache (but its Next cache wrapper and handlers), lib/images and lib/build run anywhere.',
      from: { path: '^lib/(config|cache|images|build)/', pathNot: '^lib/cache/(tagged-cache\\.ts$|server/)' },
      to: { path: [...SERVER_ONLY, ...BROWSER_ONLY], ...RUNTIME },
    },
    {
      name: 'client-never-reaches-server',
      severity: 'error',
      comment:
        'lib/<domain>/client/ is bundled for the browser: it must not reach server modules, even through others.',
      from: { path: '^lib/[^/]+/client/' },
      to: { path: SERVER_ONLY, reachable: true },
    },
    {
      name: 'server-never-imports-client',
      severity: 'error',
      comment:
        'Server modules run without a browser: the hooks, stores and fetchers of client/ are not theirs.',
      from: { path: '^lib/[^/]+/server/' },
      to: { path: '^lib/[^/]+/client/', ...RUNTIME },
    },
    {
      name: 'components-go-through-lib',
      severity: 'error',
      comment:
        'Components never touch the database or the content API themselves: they call lib/<domain>/server.',
      from: { path: '^components/' },
      to: {
        path: [
          '^lib/db/(client|index|bootstrap)\\.ts$',
          '^lib/content/server/client\\.ts$',
          '^node_modules/(drizzle-orm|pg|@electric-sql/pglite|storyblok-js-client)/',
        ],
        ...RUNTIME,
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.next|\\.next-[^/]*)/' },
    // Type-only imports are cruised too, so a cycle through types counts and a client module cannot
    // reach the database schema (and so its driver) even by a type.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
}
