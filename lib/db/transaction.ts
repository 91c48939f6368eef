/** The handle a drizzle transaction callback gets: repositories that write under one lock pass it along. */
import type { Db } from './client'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
