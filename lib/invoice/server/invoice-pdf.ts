import 'server-only'

/**
 * The PDF invoice of an order (issue 11 item 4), in the order's language: pdfkit with its built-in
 * Helvetica (no font file to fetch; next.config.ts keeps pdfkit unbundled so its font metrics resolve).
 * The content is lib/invoice/rules/invoice-content.ts; this file only lays it out on A4 pages.
 */
import PDFDocument from 'pdfkit'
import { createTranslator } from 'next-intl'
import { flavourRules, type Language } from '@/lib/config'
import { SELLERS, type SellerDetails } from '@/lib/config/invoice'
import { shopConfig } from '@/lib/config'
import { loadMessages } from '@/lib/i18n/messages'
import type { OrderView } from '@/lib/orders/rules/order-view'
import {
  invoiceContent,
  type CheckoutTranslate,
  type InvoiceContent,
  type InvoiceRow,
} from '../rules/invoice-content'

export interface InvoicePdfOptions {
  /** Deflate the page streams (default); tests turn it off to find the texts in the bytes. */
  compress?: boolean
  seller?: SellerDetails
}

const LEFT = 50
const RIGHT = 545
const WIDTH = RIGHT - LEFT
const BOTTOM = 780
const REGULAR = 'Helvetica'
const BOLD = 'Helvetica-Bold'

type Doc = PDFKit.PDFDocument

/** Helvetica is WinAnsi: the thin spaces Intl puts into some amounts (fr-BE) become plain spaces. */
const plain = (text: string) => text.replace(/[\u202F\u2009\u2007]/g, ' ')

const COLUMNS: { key: keyof InvoiceRow; x: number; width: number; align: 'left' | 'right' }[] = [
  { key: 'quantity', x: LEFT, width: 30, align: 'right' },
  { key: 'name', x: 88, width: 190, align: 'left' },
  { key: 'articleNumber', x: 283, width: 70, align: 'left' },
  { key: 'unitPrice', x: 355, width: 68, align: 'right' },
  { key: 'total', x: 426, width: 72, align: 'right' },
  { key: 'vat', x: 503, width: 42, align: 'right' },
]

function ensureRoom(doc: Doc, height: number) {
  if (doc.y + height > BOTTOM) doc.addPage()
}

function tableRow(doc: Doc, row: InvoiceRow, font: string) {
  doc.font(font).fontSize(9)
  const heights = COLUMNS.map((c) => doc.heightOfString(plain(row[c.key] ?? ''), { width: c.width }))
  const detailHeight = row.detail ? doc.fontSize(8).heightOfString(plain(row.detail), { width: 190 }) : 0
  const height = Math.max(...heights) + detailHeight + 6
  ensureRoom(doc, height)
  const top = doc.y
  doc.fontSize(9)
  for (const c of COLUMNS) doc.text(plain(row[c.key] ?? ''), c.x, top, { width: c.width, align: c.align })
  if (row.detail)
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor('#555555')
      .text(plain(row.detail), 88, top + Math.max(...heights), { width: 190 })
  doc.fillColor('#000000')
  doc.y = top + height
  doc
    .moveTo(LEFT, doc.y - 3)
    .lineTo(RIGHT, doc.y - 3)
    .lineWidth(0.3)
    .strokeColor('#cccccc')
    .stroke()
}

function pairs(doc: Doc, rows: [string, string][], x: number, width: number, labelWidth: number) {
  for (const [label, value] of rows) {
    ensureRoom(doc, 14)
    const top = doc.y
    doc.font(REGULAR).fontSize(9).text(plain(label), x, top, { width: labelWidth })
    doc.text(plain(value), x + labelWidth, top, { width: width - labelWidth, align: 'right' })
    doc.y = Math.max(doc.y, top + 12)
  }
}

function draw(doc: Doc, content: InvoiceContent) {
  doc
    .font(BOLD)
    .fontSize(16)
    .text(plain(content.seller[0] ?? ''), LEFT, 50, { width: 250 })
  doc
    .font(REGULAR)
    .fontSize(9)
    .text(content.seller.slice(1).map(plain).join('\n'), 345, 50, { width: 200, align: 'right' })
  doc
    .fontSize(7)
    .fillColor('#555555')
    .text(plain(content.senderLine), LEFT, 130, { width: 250 })
    .fillColor('#000000')
  const top = 145
  for (const [x, block] of [
    [LEFT, content.billing],
    [305, content.shipping],
  ] as const) {
    doc.font(BOLD).fontSize(9).text(plain(block.heading), x, top, { width: 240 })
    doc
      .font(REGULAR)
      .fontSize(10)
      .text(block.lines.map(plain).join('\n'), x, top + 13, { width: 240 })
  }
  doc.y = 240
  doc.font(BOLD).fontSize(16).text(plain(content.title), LEFT, doc.y, { width: WIDTH })
  doc.moveDown(0.4)
  pairs(doc, content.meta, LEFT, 260, 130)
  doc.moveDown(1)
  tableRow(doc, content.columns, BOLD)
  for (const row of content.rows) tableRow(doc, row, REGULAR)
  doc.moveDown(0.6)
  for (const total of content.totals) {
    ensureRoom(doc, 14)
    const y = doc.y
    doc.font(total.strong ? BOLD : REGULAR).fontSize(total.strong ? 10 : 9)
    doc
      .text(plain(total.label), 283, y, { width: 140 })
      .text(plain(total.value), 426, y, { width: 72, align: 'right' })
    doc.y = Math.max(doc.y, y + 13)
  }
  doc.moveDown(0.8)
  ensureRoom(doc, 30)
  doc.font(BOLD).fontSize(9).text(plain(content.vat.heading), 283, doc.y, { width: 215 })
  pairs(doc, content.vat.rows, 283, 215, 143)
  doc.moveDown(1)
  for (const text of content.payment) {
    ensureRoom(doc, 24)
    doc.font(REGULAR).fontSize(9).text(plain(text), LEFT, doc.y, { width: WIDTH })
    doc.moveDown(0.3)
  }
  if (content.bank) pairs(doc, content.bank, LEFT, 300, 110)
  doc.moveDown(1)
  ensureRoom(doc, 90)
  doc
    .font(REGULAR)
    .fontSize(7.5)
    .fillColor('#333333')
    .text(plain(content.withdrawal), LEFT, doc.y, { width: WIDTH })
  doc.moveDown(0.6)
  for (const note of content.notes) doc.text(plain(note), LEFT, doc.y, { width: WIDTH })
  doc.fillColor('#000000')
}

function pageNumbers(doc: Doc, t: CheckoutTranslate) {
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    doc
      .font(REGULAR)
      .fontSize(8)
      .text(plain(t('invoice.page', { page: i + 1, pages: range.count })), LEFT, 810, {
        width: WIDTH,
        align: 'right',
      })
    doc.page.margins.bottom = bottom
  }
}

/** Renders the invoice; resolves with the PDF's bytes. */
export async function invoicePdf(
  order: OrderView,
  language: Language,
  options: InvoicePdfOptions = {},
): Promise<Buffer> {
  const messages = await loadMessages(language)
  const t = createTranslator({
    locale: language,
    messages,
    namespace: 'checkout',
  }) as unknown as CheckoutTranslate
  const seller = options.seller ?? SELLERS[shopConfig.flavour]
  const content = invoiceContent(order, seller, t)
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 50, bottom: 50, left: LEFT, right: 595.28 - RIGHT },
    compress: options.compress ?? true,
    bufferPages: true,
    lang: language,
    displayTitle: true,
    info: {
      Title: plain(content.title),
      Author: plain(seller.company),
      Creator: flavourRules.brandName,
      // The placement, not the rendering: the same order gives the same document.
      CreationDate: new Date(order.placedAt),
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  draw(doc, content)
  pageNumbers(doc, t)
  doc.end()
  return done
}

/** The attachment's file name in the order's language: Rechnung-DE-100042.pdf. */
export async function invoiceFileName(
  order: Pick<OrderView, 'orderNumber'>,
  language: Language,
): Promise<string> {
  const messages = await loadMessages(language)
  const t = createTranslator({
    locale: language,
    messages,
    namespace: 'checkout',
  }) as unknown as CheckoutTranslate
  return t('invoice.fileName', { orderNumber: order.orderNumber }).replace(/[^\w.-]+/g, '-')
}
