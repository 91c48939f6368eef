import { execFileSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import os from 'node:os'

/** @param {string} cwd @param {string[]} args */
function git(cwd, args) {
  try {
    return execFileSync('git', args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim()
  } catch {
    return null
  }
}

/**
 * What a result depends on besides the code: numbers from different machines or a dirty tree are not
 * comparable, so they travel with the results.
 * @param {string} cwd
 */
export function runMeta(cwd) {
  const status = git(cwd, ['status', '--porcelain'])
  const cpus = os.cpus()
  return {
    date: new Date().toISOString(),
    commit: git(cwd, ['rev-parse', 'HEAD']),
    dirty: status === null ? null : status.length > 0,
    node: process.version,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? null,
    platform: `${os.platform()} ${os.release()}`,
    totalMemGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
  }
}

/** @param {string} file @param {unknown} results */
export async function writeResults(file, results) {
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`)
}
