/**
 * Fluent's MessageBar without its script (issue 23): an intent icon, a bold title and the text,
 * in the intent's colours (MessageBar.module.css). Fluent announces a new bar through its
 * announcer; here the bar is a live region itself: role="alert" for an error or a warning
 * (assertive), role="status" otherwise (polite), as Fluent's `politeness` defaults are; `role` or
 * `politeness` may be given. Re-mount it (a new key) to have it announced again.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../classNames';
import { messageStatusIcon, type StatusIntent } from './statusIcons';
import styles from './MessageBar.module.css';

export type MessageBarIntent = StatusIntent;

export interface MessageBarProps extends HTMLAttributes<HTMLDivElement> {
  intent?: MessageBarIntent;
  /** 'auto' (one line when it fits) or 'multiline' (the text under the icon's line, as Fluent's). */
  layout?: 'auto' | 'multiline' | 'singleline';
  politeness?: 'polite' | 'assertive';
  children?: ReactNode;
  'data-testid'?: string;
}

export function MessageBar({ intent = 'info', layout = 'auto', politeness, role, className, children, ...rest }: MessageBarProps) {
  const assertive = (politeness ?? (intent === 'error' || intent === 'warning' ? 'assertive' : 'polite')) === 'assertive';
  return (
    <div {...rest} role={role ?? (assertive ? 'alert' : 'status')} className={cx(styles.bar, layout === 'multiline' && styles.multiline, styles[intent], className)}>
      <div className={styles.icon} aria-hidden="true">
        {messageStatusIcon(intent)}
      </div>
      {children}
    </div>
  );
}

export function MessageBarBody({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={cx(styles.body, className)} />;
}

export function MessageBarTitle({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span {...rest} className={cx(styles.title, className)} />;
}
