/** Rich-text nodes (paragraphs, headings, lists, tables, images, embedded blocks) as React elements. */
import { Fragment, type ReactNode } from 'react'
import { blockSchema } from '@/lib/content/rules/types'
import type { RichTextContext } from './context'
import { applyMarks } from './marks'
import { RichTextImage } from './RichTextImage'
import {
  childNodes,
  intAttr,
  marksOf,
  MAX_DEPTH,
  safeClassName,
  safeTextAlign,
  stringAttr,
  textContent,
  type RichTextNode,
} from './schema'

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const
const CODE_LANGUAGE_CLASS = /^language-[\w-]{1,40}$/

function children(node: RichTextNode, context: RichTextContext, depth: number): ReactNode {
  if (depth >= MAX_DEPTH) return null
  return childNodes(node).map((child, index) => (
    <Fragment key={index}>{renderNode(child, context, depth + 1)}</Fragment>
  ))
}

function alignStyle(node: RichTextNode) {
  const textAlign = safeTextAlign(node.attrs?.textAlign)
  return textAlign ? { textAlign } : undefined
}

function renderBloks(node: RichTextNode, context: RichTextContext): ReactNode {
  const body = node.attrs?.body
  if (!context.renderBlok || !Array.isArray(body)) return null
  return body.flatMap((raw, index) => {
    const block = blockSchema.safeParse(raw)
    if (!block.success) return []
    const key = `${block.data._uid}-${index}`
    return [<Fragment key={key}>{context.renderBlok?.(block.data, key)}</Fragment>]
  })
}

function renderTableCell(node: RichTextNode, context: RichTextContext, depth: number) {
  const Cell = node.type === 'tableHeader' ? 'th' : 'td'
  return (
    <Cell colSpan={intAttr(node, 'colspan', 1, 100)} rowSpan={intAttr(node, 'rowspan', 1, 100)}>
      {children(node, context, depth)}
    </Cell>
  )
}

/**
 * One node of the document as React elements. Everything is built from elements and text, never from
 * HTML strings; a node type not listed shows only its text.
 */
export function renderNode(node: RichTextNode, context: RichTextContext, depth: number): ReactNode {
  switch (node.type) {
    case 'doc':
      return children(node, context, depth)
    case 'text':
      return applyMarks(marksOf(node), node.text ?? '', context)
    case 'paragraph':
      return <p style={alignStyle(node)}>{children(node, context, depth)}</p>
    case 'heading': {
      const level = intAttr(node, 'level', 1, 6)
      // A heading without a valid level is still text of the page, just not a heading.
      if (level === undefined) return <p style={alignStyle(node)}>{children(node, context, depth)}</p>
      const Heading = HEADINGS[level - 1] as (typeof HEADINGS)[number]
      return <Heading style={alignStyle(node)}>{children(node, context, depth)}</Heading>
    }
    case 'bullet_list':
      return <ul>{children(node, context, depth)}</ul>
    case 'ordered_list': {
      const start = intAttr(node, 'order', 1, 1_000_000)
      return (
        <ol start={start !== undefined && start > 1 ? start : undefined}>{children(node, context, depth)}</ol>
      )
    }
    case 'list_item':
      return <li>{children(node, context, depth)}</li>
    case 'blockquote':
      return <blockquote>{children(node, context, depth)}</blockquote>
    case 'hard_break':
      return <br />
    case 'horizontal_rule':
      return <hr />
    case 'code_block': {
      const className = safeClassName(stringAttr(node, 'class'))
      return (
        <pre>
          <code className={className && CODE_LANGUAGE_CLASS.test(className) ? className : undefined}>
            {textContent(node)}
          </code>
        </pre>
      )
    }
    case 'image':
      return <RichTextImage node={node} context={context} />
    case 'emoji':
      return stringAttr(node, 'emoji') ?? stringAttr(node, 'name') ?? null
    case 'blok':
      return renderBloks(node, context)
    case 'table':
      return (
        <table>
          <tbody>{children(node, context, depth)}</tbody>
        </table>
      )
    case 'tableRow':
      return <tr>{children(node, context, depth)}</tr>
    case 'tableCell':
    case 'tableHeader':
      return renderTableCell(node, context, depth)
    default:
      return textContent(node)
  }
}
