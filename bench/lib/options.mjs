/**
 * Command-line options of `npm run bench`. Hand-parsed because Node 20's util.parseArgs has no
 * `--no-x` negation, and these flags read best that way.
 */
export const DEFAULTS = {
  connections: 20,
  duration: 10,
  quickDuration: 3,
  warmup: 2,
  quickWarmup: 1,
  lighthouseRuns: 3,
}

export const USAGE = `usage: npm run bench -- [options]
  --quick             load for ${DEFAULTS.quickDuration} s per page and skip Lighthouse
  --no-build          reuse the existing .next build (also BENCH_SKIP_BUILD=1)
  --no-lighthouse     skip the Lighthouse runs
  --lighthouse-runs N Lighthouse runs per page, the median one reported (default ${DEFAULTS.lighthouseRuns})
  --no-adds           skip the addItem throughput run (bench/basket-bench.mjs) after the pages
  --soak              only the soak check (bench/soak-bench.mjs): pages and basket calls for 60 s,
                      0 errors and memory at the end within 10 % of after the warm-up
  --connections N     concurrent connections (default ${DEFAULTS.connections})
  --duration S        seconds of load per page (default ${DEFAULTS.duration})
  --warmup S          seconds of unmeasured load per page before it (default ${DEFAULTS.warmup}, quick ${DEFAULTS.quickWarmup})
  --port N            port for next start (also BENCH_PORT / PORT; default: a free port)
  --only a,b          measure only these pages of bench/pages.json (the baseline is always kept)
  --help`

/** A mistake on the command line: shown without a stack trace. */
export class UsageError extends Error {
  /** @override */
  name = 'UsageError'
}

/**
 * @param {string[]} argv arguments after `node bench/run.mjs`
 * @param {Record<string, string | undefined>} env
 */
export function parseOptions(argv, env = {}) {
  const options = {
    build: env.BENCH_SKIP_BUILD !== '1',
    lighthouse: true,
    lighthouseRuns: DEFAULTS.lighthouseRuns,
    adds: true,
    soak: false,
    quick: false,
    connections: DEFAULTS.connections,
    duration: /** @type {number | undefined} */ (undefined),
    warmup: /** @type {number | undefined} */ (undefined),
    port: portFrom(env.BENCH_PORT ?? env.PORT),
    only: /** @type {string[] | undefined} */ (undefined),
    help: false,
  }
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = splitFlag(argv[i] ?? '')
    const value = () => {
      const v = inline ?? argv[++i]
      if (v === undefined || v.startsWith('--')) throw new UsageError(`${flag} needs a value`)
      return v
    }
    switch (flag) {
      case '--quick':
        options.quick = true
        break
      case '--no-build':
        options.build = false
        break
      case '--no-lighthouse':
        options.lighthouse = false
        break
      case '--lighthouse-runs':
        options.lighthouseRuns = positiveInt(flag, value())
        break
      case '--no-adds':
        options.adds = false
        break
      case '--soak':
        options.soak = true
        break
      case '--connections':
      case '-c':
        options.connections = positiveInt(flag, value())
        break
      case '--duration':
      case '-d':
        options.duration = positiveInt(flag, value())
        break
      case '--warmup':
        options.warmup = nonNegativeInt(flag, value())
        break
      case '--port':
        options.port = positiveInt(flag, value())
        break
      case '--only':
        options.only = value()
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
        break
      case '--help':
      case '-h':
        options.help = true
        break
      default:
        throw new UsageError(`unknown option ${flag}\n${USAGE}`)
    }
  }
  if (options.quick) options.lighthouse = false
  return {
    ...options,
    duration: options.duration ?? (options.quick ? DEFAULTS.quickDuration : DEFAULTS.duration),
    warmup: options.warmup ?? (options.quick ? DEFAULTS.quickWarmup : DEFAULTS.warmup),
  }
}

/** @param {string} arg */
function splitFlag(arg) {
  const eq = arg.indexOf('=')
  return eq > 0 && arg.startsWith('--') ? [arg.slice(0, eq), arg.slice(eq + 1)] : [arg, undefined]
}

/** @param {string} flag @param {string} raw */
function positiveInt(flag, raw) {
  const n = Number(raw)
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(`${flag} must be a positive integer, got "${raw}"`)
  return n
}

/** @param {string} flag @param {string} raw */
function nonNegativeInt(flag, raw) {
  return raw === '0' ? 0 : positiveInt(flag, raw)
}

/** @param {string | undefined} raw */
function portFrom(raw) {
  return raw ? positiveInt('PORT', raw) : undefined
}

/**
 * The whole-number flags of the single-purpose bench scripts (basket, auth, order, soak): `--name N`,
 * else the fallback.
 * @param {string[]} argv @param {string} name @param {number} fallback
 */
export function countFlag(argv, name, fallback) {
  const i = argv.indexOf(name)
  const value = i >= 0 ? Number(argv[i + 1]) : fallback
  if (!Number.isInteger(value) || value <= 0) throw new UsageError(`${name} takes a positive whole number`)
  return value
}
