/**
 * The frame every mail shares (issue 10 item 6): the brand's header, the greeting, the blocks, the
 * closing and the footer, as HTML and as plain text. Every text reaching the HTML is escaped here, once:
 * the translated texts and, inside them, what a shopper typed (a first name, a contact message).
 * HTML mail clients ignore style sheets, so the styles are inline and the layout is tables.
 */

export type MailBlock =
  | { type: 'paragraph'; text: string }
  /** A call to action; its address is also written out for clients that show no buttons. */
  | { type: 'button'; label: string; href: string }
  /** What the shopper wrote, kept as written (line breaks included), under a label. */
  | { type: 'quote'; label: string; text: string }
  /** A section heading inside the mail (order mails). */
  | { type: 'heading'; text: string }
  /** Rows of cells: order lines, totals, bank details. The last column is right-aligned (amounts). */
  | { type: 'table'; caption?: string; head?: readonly string[]; rows: readonly MailTableRow[] }

export interface MailTableRow {
  cells: readonly string[]
  /** A total: bold. */
  strong?: boolean
}

export interface MailLink {
  label: string
  href: string
}

export interface MailFrame {
  language: string
  brand: string
  theme: { primary: string; accent: string }
  subject: string
  greeting: string
  blocks: readonly MailBlock[]
  closing: string
  signature: string
  /** Said under every button: copy the address if the button does not work. */
  linkFallback: string
  footer: string
}

export interface RenderedMail {
  subject: string
  html: string
  text: string
  /** The buttons' addresses, for the local mailbox and its tests. */
  links: MailLink[]
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Escapes text for HTML content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
}

const withBreaks = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>')

const FONT = 'font-family:Arial,Helvetica,sans-serif;'

function htmlBlock(block: MailBlock, frame: MailFrame): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${withBreaks(block.text)}</p>`
    case 'button': {
      const href = escapeHtml(block.href)
      const color = escapeHtml(frame.theme.accent)
      return [
        `<p style="margin:24px 0;"><a href="${href}" style="display:inline-block;padding:12px 24px;background:${color};color:#ffffff;text-decoration:none;font-weight:bold;border-radius:4px;">${escapeHtml(block.label)}</a></p>`,
        `<p style="margin:0 0 16px;font-size:13px;color:#555555;">${escapeHtml(frame.linkFallback)}<br><a href="${href}" style="color:#555555;word-break:break-all;">${href}</a></p>`,
      ].join('\n')
    }
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:18px;">${escapeHtml(block.text)}</h2>`
    case 'table':
      return htmlTable(block)
    case 'quote':
      return [
        `<p style="margin:0 0 4px;font-weight:bold;">${escapeHtml(block.label)}</p>`,
        `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #dddddd;color:#333333;">${withBreaks(block.text)}</blockquote>`,
      ].join('\n')
  }
}

const CELL = 'padding:4px 6px;border-bottom:1px solid #eeeeee;vertical-align:top;'

function htmlTable(block: Extract<MailBlock, { type: 'table' }>): string {
  const cell = (tag: 'td' | 'th', text: string, index: number, count: number, strong = false) => {
    const align = index === count - 1 && count > 1 ? 'right' : 'left'
    const weight = strong || tag === 'th' ? 'font-weight:bold;' : ''
    return `<${tag} style="${CELL}text-align:${align};${weight}">${withBreaks(text)}</${tag}>`
  }
  const caption = block.caption
    ? `<caption style="text-align:left;font-weight:bold;padding:0 0 4px;">${escapeHtml(block.caption)}</caption>`
    : ''
  const head = block.head
    ? `<thead><tr>${block.head.map((h, i, all) => cell('th', h, i, all.length)).join('')}</tr></thead>`
    : ''
  const rows = block.rows
    .map(
      (row) => `<tr>${row.cells.map((c, i, all) => cell('td', c, i, all.length, row.strong)).join('')}</tr>`,
    )
    .join('')
  return `<table width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;font-size:14px;">${caption}${head}<tbody>${rows}</tbody></table>`
}

function textBlock(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text
    case 'heading':
      return `${block.text}\n${'='.repeat(Math.min(block.text.length, 60))}`
    case 'table':
      return [
        ...(block.caption ? [block.caption] : []),
        ...(block.head ? [block.head.join(' | ')] : []),
        ...block.rows.map((row) => row.cells.map((c) => c.replace(/\r?\n/g, ', ')).join(' | ')),
      ].join('\n')
    case 'button':
      return `${block.label}\n${block.href}`
    case 'quote':
      return `${block.label}\n${block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n')}`
  }
}

export function renderFrame(frame: MailFrame): RenderedMail {
  const primary = escapeHtml(frame.theme.primary)
  const html = `<!DOCTYPE html>
<html lang="${escapeHtml(frame.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(frame.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f4;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;">
<tr><td style="${FONT}padding:20px 24px;background:${primary};color:#ffffff;font-size:22px;font-weight:bold;">${escapeHtml(frame.brand)}</td></tr>
<tr><td style="${FONT}padding:24px;font-size:16px;line-height:1.5;color:#222222;">
<p style="margin:0 0 16px;">${escapeHtml(frame.greeting)}</p>
${frame.blocks.map((block) => htmlBlock(block, frame)).join('\n')}
<p style="margin:24px 0 0;">${escapeHtml(frame.closing)}<br>${escapeHtml(frame.signature)}</p>
</td></tr>
<tr><td style="${FONT}padding:16px 24px;font-size:12px;line-height:1.5;color:#666666;border-top:1px solid #eeeeee;">${withBreaks(frame.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
  const text = [
    frame.greeting,
    ...frame.blocks.map(textBlock),
    `${frame.closing}\n${frame.signature}`,
    `-- \n${frame.footer}`,
  ].join('\n\n')
  const links = frame.blocks.flatMap((b) => (b.type === 'button' ? [{ label: b.label, href: b.href }] : []))
  return { subject: frame.subject, html, text: `${text}\n`, links }
}
