/**
 * Which methods reach a page (issue 13 item 5): GET and HEAD, and a POST that names a server action
 * (the `Next-Action` header; the editor preview's is the shop's only one). Any other POST made Next read
 * the body as a form action, and a malformed multipart body answered 500; it now answers 405.
 */
const PAGE_METHODS = new Set(['GET', 'HEAD'])

export function isPageMethod(method: string, namesServerAction: boolean): boolean {
  return PAGE_METHODS.has(method.toUpperCase()) || (method.toUpperCase() === 'POST' && namesServerAction)
}

/** The answer to another method: 405 with the methods a page takes, stored by no cache. */
export function pageMethodNotAllowed(): Response {
  return new Response('405 Method Not Allowed', {
    status: 405,
    headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })
}
