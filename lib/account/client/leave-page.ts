import 'client-only'
/**
 * A full page load to `url`. Logout uses it: the new page starts with nothing of the customer in memory
 * (queries, client router cache, form state), which a client-side navigation would keep.
 */
export function leavePage(url: string): void {
  window.location.assign(url)
}
