/**
 * Any /api/ path no route handler claims: a JSON 404 for every method (issue 13 item 5). Without it Next
 * rendered its HTML not-found page, and a POST with a malformed multipart body to such a path (e.g.
 * `/api/user/addresses/../default/`) answered 500 while Next read the body as a form action. Unknown
 * hosts still get 421 and cross-site writes 403, as everywhere under app/api.
 */
import { errorResponse } from '@/lib/http/rules/errors'
import { anonymousMutation, anonymousQuery } from '@/lib/http/server'

const notFound = () => errorResponse(404, 'not found')

export const GET = anonymousQuery({}, notFound)
export const POST = anonymousMutation({}, notFound)
export const PUT = anonymousMutation({}, notFound)
export const PATCH = anonymousMutation({}, notFound)
export const DELETE = anonymousMutation({}, notFound)
