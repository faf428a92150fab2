/**
 * The icons of every first load: the header's, the empty and error states', the card rows' and
 * home's, with the drawing helpers every icon uses. The entry imports this module (icons.tsx, with
 * the rest, loads with the pages that draw them). Plain SVG only.
 */
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function Svg({ size = 16, strokeWidth = 1.9, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** The shell / account-screen look: 20px, 1.8 stroke. */
export function ShellSvg({ size = 20, strokeWidth = 1.8, ...rest }: IconProps) {
  return <Svg size={size} strokeWidth={strokeWidth} {...rest} />;
}

/* Drawings used by more than one icon. */
export const personShape = (
  <>
    <circle cx="12" cy="8.5" r="3.8" />
    <path d="M4.5 20c1.2-3.6 4-5.4 7.5-5.4s6.3 1.8 7.5 5.4" />
  </>
);
export const crossShape = <path d="M6 6l12 12M18 6 6 18" />;
export const globeShape = (
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5S9.7 5.9 12 3.5Z" />
  </>
);
export const heartShape = <path d="M12 19.5s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 6.8a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10-7.5 10Z" />;
export const usersShape = (
  <>
    <circle cx="9" cy="8.5" r="3.3" />
    <path d="M3 19.5c.9-3.2 3.2-4.8 6-4.8s5.1 1.6 6 4.8M15.5 5.4a3.2 3.2 0 0 1 0 6.2M17.5 14.9c1.8.6 3 2.1 3.5 4.6" />
  </>
);
export const bookShape = <path d="M12 6.5C10 5 7.2 4.5 4 5v13c3.2-.5 6 0 8 1.5M12 6.5C14 5 16.8 4.5 20 5v13c-3.2-.5-6 0-8 1.5M12 6.5v13" />;
export const briefcaseShape = (
  <>
    <rect x="3.5" y="7" width="17" height="12.5" rx="2" />
    <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3.5 12.5h17" />
  </>
);
/* ---- Shell (header, menus): 20px ---- */

export const SearchIcon = (p: IconProps) => (
  <ShellSvg {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </ShellSvg>
);
export const ShellCartIcon = (p: IconProps) => (
  <ShellSvg {...p}>
    <path d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </ShellSvg>
);
export const MenuIcon = (p: IconProps) => (
  <ShellSvg {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </ShellSvg>
);
export const BellIcon = (p: IconProps) => (
  <ShellSvg {...p}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15Z" />
    <path d="M10 20.5a2 2 0 0 0 4 0" />
  </ShellSvg>
);
export const GlobeIcon = (p: IconProps) => <ShellSvg {...p}>{globeShape}</ShellSvg>;
export const ShellPersonIcon = (p: IconProps) => <ShellSvg {...p}>{personShape}</ShellSvg>;
export const ShellChevronDownIcon = (p: IconProps) => (
  <ShellSvg {...p}>
    <path d="m6.5 9.5 5.5 5.5 5.5-5.5" />
  </ShellSvg>
);
/* ---- Content (card rows, home, empty and error states): 16px ---- */

export const ChevronLeftIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m14.5 6-6 6 6 6" />
  </Svg>
);
export const ChevronRightIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m9.5 6 6 6-6 6" />
  </Svg>
);
export const ArrowRightIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 12h14m-5-5 5 5-5 5" />
  </Svg>
);
export const RetryIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3M4.5 4.5v4h4" />
  </Svg>
);
export const InboxIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3.5 13.5 6 5.5h12l2.5 8v5a1.5 1.5 0 0 1-1.5 1.5H5a1.5 1.5 0 0 1-1.5-1.5Z" />
    <path d="M3.5 13.5H9a3 3 0 0 0 6 0h5.5" />
  </Svg>
);
export const SearchOffIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5M8 8l5 5M13 8l-5 5" />
  </Svg>
);
export const AlertIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </Svg>
);

const CATEGORY_PATHS: Record<string, ReactNode> = {
  megaphone: <path d="M4 10v4a1 1 0 0 0 1 1h2l5 4V5L7 9H5a1 1 0 0 0-1 1Zm12-1.5a4.5 4.5 0 0 1 0 7m2.5-10a8 8 0 0 1 0 13" />,
  briefcase: briefcaseShape,
  users: usersShape,
  book: bookShape,
  globe: globeShape,
  cpu: (
    <>
      <rect x="6.5" y="6.5" width="11" height="11" rx="2" />
      <path d="M9.5 3.5v3m5-3v3m-5 11v3m5-3v3m-11-11h3m-3 5h3m11-5h3m-3 5h3M10 10h4v4h-4z" />
    </>
  ),
  palette: (
    <>
      <path d="M12 3.5a8.5 8.5 0 0 0 0 17c1.2 0 1.8-.8 1.8-1.7 0-1.1-.9-1.5-.9-2.5 0-.9.8-1.6 1.8-1.6h2.1a3.7 3.7 0 0 0 3.7-3.7C20.5 6.8 16.7 3.5 12 3.5Z" />
      <circle cx="7.8" cy="11" r="1" fill="currentColor" />
      <circle cx="10.5" cy="7.5" r="1" fill="currentColor" />
      <circle cx="15" cy="7.8" r="1" fill="currentColor" />
    </>
  ),
  sprout: <path d="M12 20.5V11m0 0C12 7 9.5 5 5 5c0 4 2.5 6 7 6Zm0 2c0-3.8 2.3-6 6.5-6 0 3.8-2.3 6-6.5 6Z" />,
  heart: heartShape,
};
/** The icon of a category by the server's icon name; a tile grid for unknown names. */
export function CategoryIcon({ name, ...p }: IconProps & { name: string }) {
  return (
    <Svg size={22} {...p}>
      {CATEGORY_PATHS[name] ?? (
        <>
          <rect x="4" y="4" width="7" height="7" rx="1.5" />
          <rect x="13" y="4" width="7" height="7" rx="1.5" />
          <rect x="4" y="13" width="7" height="7" rx="1.5" />
          <rect x="13" y="13" width="7" height="7" rx="1.5" />
        </>
      )}
    </Svg>
  );
}
