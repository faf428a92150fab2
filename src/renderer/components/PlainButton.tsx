/**
 * A button (or a link drawn as one) with Fluent's look and none of its script: for what every
 * first load renders (the shell, the home page, empty and error states). Styles:
 * PlainButton.module.css. Pages loaded later may keep using Fluent's Button.
 */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './classNames';
import styles from './PlainButton.module.css';

export interface PlainButtonLook {
  appearance?: 'secondary' | 'primary' | 'outline' | 'subtle' | 'transparent';
  size?: 'small' | 'medium' | 'large';
  shape?: 'rounded' | 'circular' | 'square';
  icon?: ReactNode;
  iconPosition?: 'before' | 'after';
}

/** The class of a button with this look (`iconOnly`: an icon and no text, drawn square). */
export function plainButtonClass(look: Omit<PlainButtonLook, 'icon' | 'iconPosition'> & { withIcon?: boolean; iconOnly?: boolean }, className?: string): string {
  const { appearance = 'secondary', size = 'medium', shape = 'rounded' } = look;
  return cx(
    styles.button,
    appearance !== 'secondary' && styles[appearance],
    size !== 'medium' && styles[size],
    shape !== 'rounded' && styles[shape],
    look.withIcon && styles.withIcon,
    look.iconOnly && styles.iconOnly,
    className,
  );
}

/** Fluent Link's class: brand-coloured text, `inline` underlined inside a sentence. */
export function plainLinkClass(inline?: boolean, className?: string): string {
  return cx(styles.link, inline && styles.inline, className);
}

function parts({ appearance, size, shape, icon, iconPosition = 'before' }: PlainButtonLook, children: ReactNode, className?: string) {
  const hasText = children !== undefined && children !== null && children !== false;
  const iconSlot = icon ? (
    <span className={styles.icon} aria-hidden="true">
      {icon}
    </span>
  ) : null;
  return {
    className: plainButtonClass({ appearance, size, shape, withIcon: Boolean(icon), iconOnly: Boolean(icon) && !hasText }, className),
    content: (
      <>
        {iconPosition === 'before' && iconSlot}
        {children}
        {iconPosition === 'after' && iconSlot}
      </>
    ),
  };
}

export type PlainButtonProps = PlainButtonLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & { type?: 'button' | 'submit' | 'reset'; ref?: Ref<HTMLButtonElement> };

export function PlainButton({ appearance, size, shape, icon, iconPosition, className, children, type = 'button', ...rest }: PlainButtonProps) {
  const { className: classes, content } = parts({ appearance, size, shape, icon, iconPosition }, children, className);
  return (
    <button type={type} {...rest} className={classes}>
      {content}
    </button>
  );
}

export type PlainLinkButtonProps = PlainButtonLook & AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

/** A link drawn as a button (`href` required: a link that goes nowhere is a button). */
export function PlainLinkButton({ appearance, size, shape, icon, iconPosition, className, children, ...rest }: PlainLinkButtonProps) {
  const { className: classes, content } = parts({ appearance, size, shape, icon, iconPosition }, children, className);
  return (
    <a {...rest} className={classes}>
      {content}
    </a>
  );
}
