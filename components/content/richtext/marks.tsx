/**
 * Rich-text marks as React elements: emphasis, code, links through the safe-link rules (spec 01 §2),
 * and anchors, colours and classes only in forms that cannot smuggle in markup or CSS.
 */
import type { ReactNode } from 'react'
import { resolveLink } from '@/lib/content/rules/links'
import type { RichTextContext } from './context'
import { safeClassName, safeColor, safeId, type RichTextMark } from './schema'

function Link({
  mark,
  context,
  children,
}: {
  mark: RichTextMark
  context: RichTextContext
  children: ReactNode
}) {
  const link = resolveLink(mark.attrs ?? {}, context.language)
  // An unsafe or unresolvable link keeps its words and loses the link.
  if (!link) return <>{children}</>
  const rel = link.target === '_blank' ? 'noopener noreferrer' : undefined
  if (context.linkComponent && !link.external) {
    const Component = context.linkComponent
    return (
      <Component href={link.href} target={link.target} rel={rel}>
        {children}
      </Component>
    )
  }
  return (
    <a href={link.href} target={link.target} rel={rel}>
      {children}
    </a>
  )
}

/** Wraps text in one mark's element; an unknown mark leaves the text as it is. */
export function applyMark(mark: RichTextMark, children: ReactNode, context: RichTextContext): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{children}</strong>
    case 'italic':
      return <em>{children}</em>
    case 'underline':
      return <u>{children}</u>
    case 'strike':
      return <s>{children}</s>
    case 'code':
      return <code>{children}</code>
    case 'superscript':
      return <sup>{children}</sup>
    case 'subscript':
      return <sub>{children}</sub>
    case 'link':
      return (
        <Link mark={mark} context={context}>
          {children}
        </Link>
      )
    case 'anchor': {
      const id = safeId(mark.attrs?.id)
      return id ? <span id={id}>{children}</span> : children
    }
    case 'textStyle': {
      const color = safeColor(mark.attrs?.color)
      return color ? <span style={{ color }}>{children}</span> : children
    }
    case 'highlight': {
      const color = safeColor(mark.attrs?.color)
      return <mark style={color ? { backgroundColor: color } : undefined}>{children}</mark>
    }
    case 'styled': {
      const className = safeClassName(mark.attrs?.class)
      return className ? <span className={className}>{children}</span> : children
    }
    default:
      return children
  }
}

export function applyMarks(marks: RichTextMark[], text: string, context: RichTextContext): ReactNode {
  return marks.reduce<ReactNode>((children, mark) => applyMark(mark, children, context), text)
}
