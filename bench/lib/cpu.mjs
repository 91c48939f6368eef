import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * CPU time the server spent, read from /proc: on a shared machine req/s and latency move with whatever
 * else runs, while the CPU milliseconds a page costs per request stay close to the page's own work.
 * Linux only; elsewhere every reading is null and the column shows a dash.
 */

/**
 * The process group and the user + system CPU ticks of one /proc/<pid>/stat line. The command name
 * (field 2) is in parentheses and may hold spaces, so fields are counted after its closing one.
 * @param {string} stat
 * @returns {{ pgrp: number, ticks: number } | null}
 */
export function parseProcStat(stat) {
  const close = stat.lastIndexOf(')')
  if (close < 0) return null
  // After ")": state (3), ppid (4), pgrp (5) … utime (14), stime (15).
  const fields = stat.slice(close + 2).split(' ')
  const pgrp = Number(fields[2])
  const ticks = Number(fields[11]) + Number(fields[12])
  return Number.isFinite(pgrp) && Number.isFinite(ticks) ? { pgrp, ticks } : null
}

let ticksPerSecond = 0
function clockTicks() {
  if (!ticksPerSecond) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100
    } catch {
      ticksPerSecond = 100
    }
  }
  return ticksPerSecond
}

/**
 * CPU milliseconds used so far by every process of a group (`next start` and anything it spawned).
 * @param {number} pgid
 * @param {{ procDir?: string, ticksPerSecond?: number }} [options]
 * @returns {number | null}
 */
export function groupCpuMs(pgid, { procDir = '/proc', ticksPerSecond: tps } = {}) {
  let entries
  try {
    entries = readdirSync(procDir)
  } catch {
    return null
  }
  let ticks = 0
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    let stat
    try {
      stat = parseProcStat(readFileSync(join(procDir, entry, 'stat'), 'utf8'))
    } catch {
      continue // gone between listing and reading
    }
    if (stat?.pgrp === pgid) ticks += stat.ticks
  }
  return (ticks * 1000) / (tps ?? clockTicks())
}
