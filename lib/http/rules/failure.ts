/**
 * What the shop does with an unexpected error: whether the database refused it as bad input (a 400, not a
 * 500: issue 13 item 5), and the one line it logs about it, which never carries request values (issue 13
 * item 6: a driver error's message, `parameters`, `query` and `detail` can hold a shopper's email or name).
 */

/** SQLSTATE of a database error anywhere in the cause chain (drizzle wraps the driver's error). */
export function databaseErrorCode(error: unknown): string | null {
  for (const link of causeChain(error)) {
    const code = (link as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return null
}

/**
 * Class 22 (data exception: NUL in text 22P05/22021, too long 22001, out of range 22003, bad syntax 22P02
 * …) and 54001 (statement too complex, stack depth): the input was at fault, so the answer is 400.
 * PGlite raises the same codes as PostgreSQL.
 */
export function isBadInputDatabaseError(error: unknown): boolean {
  const code = databaseErrorCode(error)
  return code !== null && (code.startsWith('22') || code === '54001')
}

// Fields of driver and ORM errors that quote values (pg: detail, where, …; drizzle: query, params).
const VALUE_FIELDS = ['parameters', 'params', 'query', 'detail', 'where', 'internalQuery']

/**
 * One line per error in the cause chain: class, SQLSTATE code when there is one, message (left out for an
 * error that carries a query or its parameters, since its message quotes them), then the stack's frames
 * without the message lines.
 */
export function describeError(error: unknown): string {
  const lines = causeChain(error).map((link, index) => {
    if (!(link instanceof Error)) return `${index ? 'caused by ' : ''}${typeof link} thrown`
    const code = (link as { code?: unknown }).code
    const quotesValues = VALUE_FIELDS.some(
      (field) => (link as unknown as Record<string, unknown>)[field] != null,
    )
    const parts = [
      // The class (DrizzleQueryError, DatabaseError), which `name` often leaves at 'Error' or 'error'.
      link.constructor.name || link.name,
      typeof code === 'string' || typeof code === 'number' ? String(code) : null,
      quotesValues || databaseErrorCode(link) !== null ? safeDatabaseMessage(link) : link.message,
    ]
    return `${index ? 'caused by ' : ''}${parts.filter(Boolean).join(' ')}`
  })
  const frames = (error instanceof Error ? (error.stack ?? '') : '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 8)
  return [...lines, ...frames].join('\n')
}

/**
 * The message of a database error without quoted values: PostgreSQL puts a value in double or single
 * quotes after a colon (`invalid input syntax for type integer: "abc"`), drizzle's wrapper quotes the
 * whole statement and its parameters, so only the text before the first quote or colon is kept.
 */
function safeDatabaseMessage(error: Error): string {
  return error.message.split(/["':\n]/)[0]!.trim()
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = []
  let link: unknown = error
  while (link != null && chain.length < 5 && !chain.includes(link)) {
    chain.push(link)
    link = link instanceof Error ? link.cause : undefined
  }
  return chain
}
