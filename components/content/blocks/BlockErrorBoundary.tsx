'use client'

/**
 * One failing block must not take the page down, in the browser: an error while a block's client parts
 * render or update is caught here and the block is left out. React's server renderer ignores error
 * boundaries; on the server, IsolatedBlock (components/content/Blocks.tsx) catches a block's errors
 * instead.
 */
import { Component, type ReactNode } from 'react'

interface Props {
  component: string
  uid: string
  /** In the visual editor's preview a failed block leaves a marker; shoppers see nothing. */
  preview?: boolean
  children: ReactNode
}

export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.warn(`[content] block ${this.props.component} (${this.props.uid}) failed`, error)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    if (!this.props.preview) return null
    // The component's name only: the browser has no message texts of the blocks namespace.
    return (
      <div data-failed-block={this.props.component} className="unknown-block" role="note">
        {this.props.component}
      </div>
    )
  }
}
