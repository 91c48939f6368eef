import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { groupCpuMs, parseProcStat } from '@/bench/lib/cpu.mjs'

/** A /proc/<pid>/stat line: pid, (comm), state, ppid, pgrp, then fields up to utime (14) and stime (15). */
const stat = (pid: number, comm: string, pgrp: number, utime: number, stime: number) =>
  `${pid} (${comm}) S 1 ${pgrp} ${pgrp} 0 -1 4194560 100 0 0 0 ${utime} ${stime} 0 0 20 0 11 0 500 0 0`

describe('bench CPU time per request (a measure that holds on a busy machine)', () => {
  it.each([
    ['a plain name', stat(41, 'node', 41, 250, 50), { pgrp: 41, ticks: 300 }],
    [
      'a name with spaces and parentheses',
      stat(42, 'next-server (v16.4.6)', 41, 7, 3),
      { pgrp: 41, ticks: 10 },
    ],
    ['no command name at all', 'garbage', null],
  ])('reads the group and user + system ticks of %s', (_, line, expected) => {
    expect(parseProcStat(line)).toEqual(expected)
  })

  let proc = ''
  beforeAll(async () => {
    proc = await mkdtemp(join(tmpdir(), 'bench-proc-'))
    const processes: Array<[number, string]> = [
      [41, stat(41, 'node', 41, 250, 50)],
      [42, stat(42, 'next-server (v16.4.6)', 41, 7, 3)],
      [77, stat(77, 'bash', 77, 999, 999)],
    ]
    for (const [pid, line] of processes) {
      await mkdir(join(proc, String(pid)))
      await writeFile(join(proc, String(pid), 'stat'), line)
    }
    await mkdir(join(proc, 'self'))
  })
  afterAll(() => rm(proc, { recursive: true, force: true }))

  it('adds up the CPU time of every process of the server group, no other', () => {
    expect(groupCpuMs(41, { procDir: proc, ticksPerSecond: 100 })).toBe(3_100)
    expect(groupCpuMs(77, { procDir: proc, ticksPerSecond: 100 })).toBe(19_980)
    expect(groupCpuMs(5, { procDir: proc, ticksPerSecond: 100 })).toBe(0)
  })

  it('knows nothing where there is no /proc', () => {
    expect(groupCpuMs(41, { procDir: join(proc, 'missing') })).toBeNull()
  })
})
