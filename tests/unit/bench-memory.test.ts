/** The soak check's memory reading (bench/lib/memory.mjs, issue 13 "In CI from now on"). */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseProcStat } from '@/bench/lib/cpu.mjs'
import { groupRssKb } from '@/bench/lib/memory.mjs'

describe('groupRssKb', () => {
  it("reads the resident memory of this test's process group from /proc", () => {
    const pgrp = parseProcStat(readFileSync('/proc/self/stat', 'utf8'))?.pgrp ?? -1
    const own = Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1])
    // The group holds at least this process, whose own resident memory is tens of megabytes.
    expect(groupRssKb(pgrp)).toBeGreaterThanOrEqual(own * 0.9)
    expect(own).toBeGreaterThan(10_000)
  })

  it('is null for a group with no process', () => {
    expect(groupRssKb(2 ** 30)).toBeNull()
  })
})
