/**
 * The error page of spec 02 §2: 'oops', headline, message, suggestion and a link home to '/', with the
 * details of the error (status code, status message, stack) where they may show.
 */
export interface ErrorTexts {
  oops: string
  headline: string
  message: string
  suggestion: string
  home: string
  retry: string
  statusCode: string
  statusMessage: string
  stack: string
}

export interface ErrorDetails {
  statusCode: number
  statusMessage: string
  stack?: string
}

interface ErrorViewProps {
  texts: ErrorTexts
  /** Only in the QA deployment environment (spec 02 §2). */
  details?: ErrorDetails
  onRetry?: () => void
}

export function ErrorView({ texts, details, onRetry }: ErrorViewProps) {
  return (
    <article className="screen error-view" role="alert" data-testid="error-page">
      <p className="error-view__code">{texts.oops}</p>
      <h1>{texts.headline}</h1>
      <p className="error-view__message">{texts.message}</p>
      <p>{texts.suggestion}</p>
      <p className="notice__actions">
        {/* A plain anchor: after a fatal error a full page load is the safe way back. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className="button">
          {texts.home}
        </a>
        {onRetry && (
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {texts.retry}
          </button>
        )}
      </p>
      {details && (
        <dl className="error-view__details" data-testid="error-details">
          <dt>{texts.statusCode}</dt>
          <dd>{details.statusCode}</dd>
          <dt>{texts.statusMessage}</dt>
          <dd>{details.statusMessage}</dd>
          {details.stack && (
            <>
              <dt>{texts.stack}</dt>
              <dd>
                <pre>{details.stack}</pre>
              </dd>
            </>
          )}
        </dl>
      )}
    </article>
  )
}

/** An HTTP status the error carries (an HttpError, a failed fetch wrapped by a feature), else 500. */
function statusOf(error: Error): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown }).status ??
    (error as { statusCode?: unknown }).statusCode
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : 500
}

export function errorDetails(error: Error & { digest?: string }): ErrorDetails {
  return {
    statusCode: statusOf(error),
    statusMessage: error.digest ? `${error.message} (digest ${error.digest})` : error.message,
    stack: error.stack,
  }
}
