import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseProcStat } from './cpu.mjs'

/**
 * Resident memory of the server under test, read from /proc (the soak check of `npm run bench:soak`,
 * issue 13): the sum of VmRSS over every process of the group `next start` leads. Linux only; elsewhere
 * null.
 * @param {number} pgid
 * @returns {number | null} kilobytes
 */
export function groupRssKb(pgid) {
  let total = 0
  let seen = false
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      try {
        const stat = parseProcStat(readFileSync(join('/proc', entry, 'stat'), 'utf8'))
        if (stat?.pgrp !== pgid) continue
        const rss = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(join('/proc', entry, 'status'), 'utf8'))
        if (rss) {
          total += Number(rss[1])
          seen = true
        }
      } catch {
        // The process ended between the listing and the read.
      }
    }
  } catch {
    return null
  }
  return seen ? total : null
}
