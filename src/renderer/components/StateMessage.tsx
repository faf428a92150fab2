/**
 * THE empty, error and not-found state of every screen: a section with nothing to show, a call
 * that failed (with retry), a page that does not exist. Three layouts:
 *
 *   inline  a box inside a section (home rows, product sections, filter panel, reviews)
 *   block   a larger centred box that stands for a page's body (results grid, info pages)
 *   page    the page's own content: big status code, h1 heading, text, ways out (404, 503)
 */
import type { ReactNode } from 'react';
import { PlainButton } from './PlainButton';
import { useTranslation } from 'react-i18next';
import { apiMessageKey } from '../api/errors';
import { AlertIcon, InboxIcon, RetryIcon, SearchOffIcon } from './firstLoadIcons';
import { cx } from './classNames';
import styles from './StateMessage.module.css';

/** The text of an API failure message in the UI language (catalogue messages are translated). */
export function useErrorText(): (message: string | null | undefined) => string {
  const { t } = useTranslation();
  return (message) => {
    const key = message ? apiMessageKey(message) : undefined;
    return key ? t(key) : message || t('errors.generic');
  };
}

export interface StateMessageProps {
  kind: 'empty' | 'error' | 'notFound';
  /** Default: `page` for notFound, else `inline`. */
  layout?: 'inline' | 'block' | 'page';
  /**
   * The heading. An error names what failed instead (`what`); an empty state without a title
   * and without a text says "Nothing here yet".
   */
  title?: string;
  /** error: what could not be loaded ("Reviews", "this page") → "Could not load reviews". */
  what?: string;
  /** The explanation under the heading. An error shows its `message` instead. */
  text?: ReactNode;
  /** error: the failure's message (catalogue messages in the UI language, else as sent). */
  message?: string | null;
  /** error: shows the retry button. */
  onRetry?: () => void;
  /** Buttons or links after the text (besides retry). */
  actions?: ReactNode;
  /** page: the big status code (404 for notFound). */
  code?: string;
  /** page: heading id, for a page that points at it (aria-labelledby). */
  headingId?: string;
  /** page: more below the actions (the not-found page's search box). */
  children?: ReactNode;
  /** empty: the no-results drawing (a search or a filter found nothing) instead of the empty tray. */
  noResults?: boolean;
  /** Default: state-empty, state-error, not-found. */
  testId?: string;
  className?: string;
}

export function StateMessage(props: StateMessageProps) {
  const { kind, layout = kind === 'notFound' ? 'page' : 'inline', title, what, text, message, onRetry, actions, testId, className } = props;
  const { t } = useTranslation();
  const errorText = useErrorText();
  const isError = kind === 'error';
  const heading = isError ? (what ? t('state.errorTitle', { title: what }) : (title ?? t('errors.generic'))) : title;
  const body = isError ? (text ?? errorText(message)) : text;
  const retry = onRetry && (
    <PlainButton appearance="primary" icon={<RetryIcon size={18} />} onClick={onRetry}>
      {t('errors.retry')}
    </PlainButton>
  );
  const id = testId ?? (kind === 'empty' ? 'state-empty' : kind === 'error' ? 'state-error' : 'not-found');

  if (layout === 'page') {
    const headingId = props.headingId ?? `${id}-title`;
    const code = props.code ?? (kind === 'notFound' ? '404' : undefined);
    return (
      <section className={cx(styles.page, className)} aria-labelledby={headingId} data-testid={id}>
        {code && (
          <p className={styles.code} aria-hidden="true">
            {code}
          </p>
        )}
        <h1 id={headingId} className={styles.pageTitle}>
          {heading ?? t('notFound.title')}
        </h1>
        {body && <span className={styles.pageText}>{body}</span>}
        {(retry || actions) && (
          <div className={styles.actions}>
            {retry}
            {actions}
          </div>
        )}
        {props.children && <div className={styles.extra}>{props.children}</div>}
      </section>
    );
  }

  const block = layout === 'block';
  const iconSize = block ? (isError ? 32 : 36) : 22;
  const icon = isError ? (
    <AlertIcon size={iconSize} className={cx(styles.icon, styles.errorIcon)} />
  ) : props.noResults ? (
    <SearchOffIcon size={iconSize} className={styles.icon} />
  ) : (
    <InboxIcon size={iconSize} className={styles.icon} />
  );
  // An empty state with neither title nor text still says something.
  const shownTitle = heading ?? (body ? undefined : t('state.emptyTitle'));
  return (
    <div className={cx(styles.box, isError && styles.error, block && styles.block, className)} role={isError ? 'alert' : 'status'} data-testid={id}>
      {icon}
      <div className={cx(styles.text, block && styles.blockText)}>
        {shownTitle && <p className={styles.title}>{shownTitle}</p>}
        {body && <span>{body}</span>}
      </div>
      {retry}
      {actions}
    </div>
  );
}
