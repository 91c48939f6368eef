/**
 * The resident memory of the server under test (issue 13 item 1: a refused body must not grow it): the
 * process listening on a TCP port, found through /proc (Linux only), and its VmRSS.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

/** Inodes of sockets listening (state 0A) on the port, from /proc/net/tcp and tcp6. */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = ''
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.trim().split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      const localPort = parseInt(fields[1]!.split(':')[1]!, 16)
      if (localPort === port && fields[3] === '0A') inodes.add(fields[9]!)
    }
  }
  return inodes
}

/** The id of the process listening on the port, or null when none of ours is. */
export function listeningPid(port: number): number | null {
  const sockets = new Set([...listeningInodes(port)].map((inode) => `socket:[${inode}]`))
  if (sockets.size === 0) return null
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds: string[]
    try {
      fds = readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue // another user's process, or gone
    }
    for (const fd of fds) {
      try {
        if (sockets.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid)
      } catch {
        // closed meanwhile
      }
    }
  }
  return null
}

/** Resident set size of a process in bytes (VmRSS of /proc/PID/status). */
export function residentBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!match) throw new Error(`no VmRSS for process ${pid}`)
  return Number(match[1]) * 1024
}
