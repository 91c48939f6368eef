// The reloaded table of the cache toolkit (createTtlTable below); one per process through processSingleton.
export interface TtlTableOptions<Row, Lookup> {
  load: () => Promise<Row[]>
  build: (rows: Row[]) => Lookup
  /** Served while the source fails: routing goes on without the table. */
  empty: Lookup
  ttlMs: number
  now?: () => number
  onError?: (error: unknown) => void
}

export interface TtlTable<Lookup> {
  lookup(): Promise<Lookup>
  invalidate(): void
}

/**
 * A whole table held in memory and reloaded after ttlMs, for data proxy.ts consults on every request
 * (redirects, product slugs): a request must not cost a query. A failing load serves `empty` and reports
 * once until a load succeeds again; concurrent callers share one load.
 */
export function createTtlTable<Row, Lookup>({
  load,
  build,
  empty,
  ttlMs,
  now = Date.now,
  onError,
}: TtlTableOptions<Row, Lookup>): TtlTable<Lookup> {
  let cached: { lookup: Lookup; expiresAt: number } | null = null
  let inFlight: Promise<Lookup> | null = null
  let failing = false
  let generation = 0

  const refresh = (): Promise<Lookup> => {
    const started = generation
    const loading: Promise<Lookup> = load()
      .then(build, (error: unknown) => {
        if (!failing) onError?.(error)
        failing = true
        return null
      })
      .then((lookup) => {
        if (lookup) failing = false
        // An invalidate() during the load means the rows read may already be stale: don't keep them.
        if (started === generation) cached = { lookup: lookup ?? empty, expiresAt: now() + ttlMs }
        if (inFlight === loading) inFlight = null
        return lookup ?? empty
      })
    inFlight = loading
    return loading
  }

  return {
    lookup() {
      if (cached && now() < cached.expiresAt) return Promise.resolve(cached.lookup)
      return inFlight ?? refresh()
    },
    invalidate() {
      generation++
      cached = null
      inFlight = null
    },
  }
}
