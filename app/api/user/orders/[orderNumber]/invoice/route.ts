/**
 * GET /api/user/orders/{orderNumber}/invoice/?locale= (issue 11 items 6, 8): the order's PDF invoice as a
 * download, in the page's language (else the order's). 401 without a login; another customer's order,
 * like an unknown number, is 404. Never cached: it is one customer's document.
 */
import { z } from 'zod'
import { requireCustomer } from '@/lib/account/server/current'
import { LANGUAGES } from '@/lib/config'
import { getDb } from '@/lib/db'
import { HttpError } from '@/lib/http/rules/errors'
import { query } from '@/lib/http/server'
import { invoiceFileName, invoicePdf } from '@/lib/invoice/server/invoice-pdf'
import { orderNumberParams } from '@/lib/orders/rules/schemas'
import { customerOrderView } from '@/lib/orders/server/account-orders'

const invoiceQuery = z.object({ locale: z.enum(LANGUAGES).optional() })

export const GET = query(
  { params: orderNumberParams, query: invoiceQuery },
  async ({ params, query: q, session }) => {
    const customer = await requireCustomer(session)
    const order = await customerOrderView(await getDb(), customer.id, params.orderNumber)
    if (!order) throw new HttpError(404, 'order not found')
    const language = q.locale ?? order.language
    const [pdf, fileName] = await Promise.all([invoicePdf(order, language), invoiceFileName(order, language)])
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${fileName}"`,
        'content-length': String(pdf.byteLength),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    })
  },
)
