/**
 * The per-database holder: perObject with the database as owner, so each connection (and each test
 * database) has its own cache and a closed one takes its cache with it.
 */
import type { Db } from '@/lib/db/client'
import { forgetPerObject, perObject } from './per-object'

/** The process's one value under `key` for this database, made on first use. */
export function perDatabase<T>(key: string, db: Db, make: () => T): T {
  return perObject(key, db, make)
}

/** Drops the value (only while it is still `only`, when given): the next perDatabase call makes a fresh one. */
export function forgetPerDatabase<T>(key: string, db: Db, only?: T): void {
  forgetPerObject(key, db, only)
}
