/**
 * THE empty, error and not-found state of every screen: a section with nothing to show, a call
 * that failed (with retry), a page that does not exist. Three layouts:
 *
 *   inline  a box inside a section (home rows, product sections, filter panel, reviews)
 *   block   a larger centred box that stands for a page's body (results grid, info pages)
 *   page    the page's own content: big status code, h1 heading, text, ways out (404, 503)
 */
import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { PlainButton } from './PlainButton';
import { useTranslation } from 'react-i18next';
import { apiMessageKey } from '../api/errors';
import { AlertIcon, InboxIcon, RetryIcon, SearchOffIcon } from './icons';
import { palette } from './theme';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    alignItems: 'center',
    gap: '14px',
    flexWrap: 'wrap',
    padding: '20px',
    borderRadius: '12px',
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground2,
    fontSize: '14px',
    lineHeight: '20px',
  },
  block: { flexDirection: 'column', textAlign: 'center', justifyContent: 'center', padding: '40px 20px', gap: '10px' },
  error: { ...shorthands.borderStyle('solid'), ...shorthands.borderColor('#FECACA'), backgroundColor: '#FEF2F2', color: '#7F1D1D' },
  text: { display: 'flex', flexDirection: 'column', gap: '2px', flexGrow: 1, minWidth: '200px' },
  blockText: { flexGrow: 0, alignItems: 'center', maxWidth: '520px' },
  title: { fontWeight: 700, fontSize: '15px', color: 'inherit', margin: 0 },
  icon: { flexShrink: 0, color: tokens.colorNeutralForeground3 },
  errorIcon: { color: '#B91C1C' },
  page: {
    maxWidth: '880px',
    margin: '0 auto',
    padding: '56px 16px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: '16px',
  },
  code: {
    fontSize: '96px',
    lineHeight: 1,
    fontWeight: 800,
    letterSpacing: '-0.04em',
    background: `linear-gradient(135deg, ${palette.teal}, ${palette.indigo})`,
    backgroundClip: 'text',
    WebkitBackgroundClip: 'text',
    color: 'transparent',
    margin: 0,
  },
  // Fluent's Title1 and Body1 type ramps.
  pageTitle: { margin: 0, color: palette.indigoDeep, fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightSemibold },
  pageText: { color: tokens.colorNeutralForeground2, maxWidth: '560px', fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  actions: { display: 'flex', gap: '12px', flexWrap: 'wrap', justifyContent: 'center' },
  extra: { width: '100%', maxWidth: '480px', display: 'flex', flexDirection: 'column', gap: '8px', alignItems: 'stretch' },
});

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
  const styles = useStyles();
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
      <section className={mergeClasses(styles.page, className)} aria-labelledby={headingId} data-testid={id}>
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
    <AlertIcon size={iconSize} className={mergeClasses(styles.icon, styles.errorIcon)} />
  ) : props.noResults ? (
    <SearchOffIcon size={iconSize} className={styles.icon} />
  ) : (
    <InboxIcon size={iconSize} className={styles.icon} />
  );
  // An empty state with neither title nor text still says something.
  const shownTitle = heading ?? (body ? undefined : t('state.emptyTitle'));
  return (
    <div className={mergeClasses(styles.box, isError && styles.error, block && styles.block, className)} role={isError ? 'alert' : 'status'} data-testid={id}>
      {icon}
      <div className={mergeClasses(styles.text, block && styles.blockText)}>
        {shownTitle && <p className={styles.title}>{shownTitle}</p>}
        {body && <span>{body}</span>}
      </div>
      {retry}
      {actions}
    </div>
  );
}
