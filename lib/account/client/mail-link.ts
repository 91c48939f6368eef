import 'client-only'
/**
 * The one-time parameters of mailed links (`?activate=`, `?forgot=1` on the login page) leave the address
 * bar once they have done their work: a reload, a bookmark or a shared address does not repeat them.
 */
export function dropQueryParameter(name: string): void {
  const url = new URL(window.location.href)
  if (!url.searchParams.has(name)) return
  url.searchParams.delete(name)
  // Next's router keeps its own entry state; passing the current state on leaves it intact.
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
}
