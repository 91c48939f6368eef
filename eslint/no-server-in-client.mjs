/**
 * ESLint rule: a client component (a file that starts with 'use client') or a module under lib/<domain>/client/
 * is bundled for the browser, so it must not import server code: lib/<domain>/server/, lib/db, next/headers,
 * next/cache, server-only or a database driver. Type-only imports are erased and allowed.
 */
const SERVER_SPECIFIERS = [
  /^@\/lib\/[^/]+\/server(\/|$)/,
  /^(\.\.?\/)+(.*\/)?server(\/|$)/,
  /^@\/lib\/db(\/(client|index))?$/,
  /^(next\/headers|next\/cache|server-only|drizzle-orm|pg|@electric-sql\/pglite|storyblok-js-client)(\/|$)/,
]

const isClientModule = (context, program) => {
  const file = context.filename.replaceAll('\\', '/')
  if (/(^|\/)lib\/[^/]+\/client\//.test(file)) return true
  const first = program.body[0]
  return first?.type === 'ExpressionStatement' && first.directive === 'use client'
}

export const noServerInClient = {
  meta: {
    type: 'problem',
    docs: { description: 'client components and lib/*/client modules must not import server code' },
    schema: [],
    messages: {
      server: "'{{source}}' is server code; a client module may not import it (README, Architecture).",
    },
  },
  create(context) {
    let client = false
    const check = (node) => {
      if (!client || !node.source || node.importKind === 'type' || node.exportKind === 'type') return
      const source = String(node.source.value)
      if (SERVER_SPECIFIERS.some((re) => re.test(source)))
        context.report({ node, messageId: 'server', data: { source } })
    }
    return {
      Program(program) {
        client = isClientModule(context, program)
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

export const boundariesPlugin = { rules: { 'no-server-in-client': noServerInClient } }
