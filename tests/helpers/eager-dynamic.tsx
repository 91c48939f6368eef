import { createElement, type ComponentType } from 'react'

type Loaded = ComponentType<object> | { default: ComponentType<object> }
type Loader = () => Promise<Loaded>
interface Options {
  ssr?: boolean
  loading?: unknown
}

const KEY = '__eagerDynamicPending'
const pending = (): Array<Promise<unknown>> => {
  const g = globalThis as typeof globalThis & { [KEY]?: Array<Promise<unknown>> }
  return (g[KEY] ??= [])
}

/**
 * `next/dynamic` without options only splits a chunk off (components/slider/LazySlider.tsx,
 * components/dialog/Dialog.tsx …): the server renders such a component at once, so tests do too. Its
 * module is loaded when the test file is, and awaited before the file's tests run (loadEagerDynamics).
 * Calls with a loading view or `ssr: false` keep Next's own behaviour: their tests see the loading
 * state as shoppers do.
 */
export async function mockNextDynamic(importOriginal: () => Promise<unknown>) {
  const actual = ((await importOriginal()) as { default: (loader: Loader, options?: Options) => unknown })
    .default
  return {
    default(loader: Loader, options?: Options) {
      if (options?.ssr === false || options?.loading) return actual(loader, options)
      let component: ComponentType<object> | null = null
      const loading = loader().then((loaded) => {
        component = 'default' in loaded ? loaded.default : loaded
      })
      pending().push(loading)
      return function EagerDynamic(props: object) {
        if (!component) throw loading
        return createElement(component, props)
      }
    },
  }
}

export async function loadEagerDynamics() {
  await Promise.all(pending().splice(0))
}
