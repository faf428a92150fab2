/**
 * Fluent Button / Link rendered as real anchors that navigate with the router.
 * (MenuRouteLink lives in menus.tsx so the Menu stack stays out of the first load.)
 */
import type { MouseEvent, ReactNode } from 'react';
import { Button, Link as FluentLink, type ButtonProps } from '@fluentui/react-components';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

type AnchorClick = (event: MouseEvent<HTMLAnchorElement>) => void;

export interface RouterButtonProps {
  to: To;
  children?: ReactNode;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  shape?: ButtonProps['shape'];
  icon?: ButtonProps['icon'];
  iconPosition?: ButtonProps['iconPosition'];
  className?: string;
  title?: string;
  'aria-label'?: string;
  'aria-current'?: 'page';
  'data-testid'?: string;
  onClick?: AnchorClick;
}

export function RouterButton({ to, onClick, ...props }: RouterButtonProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...props}
      as="a"
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

export function RouterLink({ to, onClick, ...props }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <FluentLink
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
