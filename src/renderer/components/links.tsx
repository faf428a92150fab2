/**
 * Buttons and links drawn like Fluent's (PlainButton: no Fluent script, they are on every first
 * load), rendered as real anchors that navigate with the router.
 * (MenuRouteLink lives in menus.tsx so the Menu stack stays out of the first load.)
 */
import type { MouseEvent, ReactNode, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';
import { PlainLinkButton, plainLinkClass, type PlainButtonLook } from './PlainButton';

type AnchorClick = (event: MouseEvent<HTMLAnchorElement>) => void;

export interface RouterButtonProps {
  to: To;
  children?: ReactNode;
  appearance?: PlainButtonLook['appearance'];
  size?: PlainButtonLook['size'];
  shape?: PlainButtonLook['shape'];
  icon?: PlainButtonLook['icon'];
  iconPosition?: PlainButtonLook['iconPosition'];
  className?: string;
  title?: string;
  'aria-label'?: string;
  'aria-current'?: 'page';
  /** The link opens a dialog when pressed (its onClick prevents the navigation). */
  'aria-haspopup'?: 'dialog';
  'data-testid'?: string;
  onClick?: AnchorClick;
  ref?: Ref<HTMLAnchorElement>;
}

export function RouterButton({ to, onClick, ...props }: RouterButtonProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <PlainLinkButton
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}

export interface RouterLinkProps {
  to: To;
  children?: ReactNode;
  className?: string;
  inline?: boolean;
  onClick?: AnchorClick;
}

export function RouterLink({ to, onClick, inline, className, ...props }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a
      {...props}
      className={plainLinkClass(inline, className)}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
