import { describe, expect, it } from 'vitest'
import { inMailLane, mailLaneLength } from '@/lib/mail/server/lane'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

// A burst of order confirmations is delivered one at a time (README "Mail"), each caller gets its own outcome.
describe('the mail lane', () => {
  it('runs tasks one after another in the order they came', async () => {
    const log: string[] = []
    let running = 0
    let most = 0
    const task = (name: string) => async () => {
      running++
      most = Math.max(most, running)
      log.push(`start ${name}`)
      await tick()
      log.push(`end ${name}`)
      running--
      return name
    }
    const results = await Promise.all(['a', 'b', 'c'].map((n) => inMailLane(task(n))))
    expect(results).toEqual(['a', 'b', 'c'])
    expect(most).toBe(1)
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
    expect(mailLaneLength()).toBe(0)
  })

  it('a failing task fails its caller only; the next one still runs', async () => {
    const failing = inMailLane(async () => {
      throw new Error('transport down')
    })
    const next = inMailLane(async () => 'sent')
    await expect(failing).rejects.toThrow('transport down')
    await expect(next).resolves.toBe('sent')
  })
})
