// Loads the shop's TypeScript modules from a Node script (seeding, benchmarks). Node 20 cannot run
// TypeScript, so tsx's loader API does it (tsx ships with drizzle-kit, a devDependency) and resolves the
// `@/` paths of tsconfig.json. Server modules start with `import 'server-only'`, which throws outside a
// React server bundle; a script is server code, so that one import resolves to an empty module here.
import { register } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { tsImport } from 'tsx/esm/api'

export const root = dirname(dirname(fileURLToPath(import.meta.url)))

const serverOnlyHook = `export async function resolve(specifier, context, next) {
  return specifier === 'server-only' ? { url: 'data:text/javascript,', shortCircuit: true } : next(specifier, context)
}`
register(`data:text/javascript,${encodeURIComponent(serverOnlyHook)}`)

/**
 * Imports a module of the repository by its path from the root, e.g. `lib/db/client.ts`.
 * @param {string} pathFromRoot
 * @returns {Promise<any>}
 */
export function importTs(pathFromRoot) {
  return tsImport(join(root, pathFromRoot), import.meta.url)
}
