/** Title block of the product list pages. */
import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import a11y from '../../components/a11y.module.css';

const useStyles = makeStyles({
  head: { display: 'flex', flexDirection: 'column', gap: '6px' },
  title: { margin: 0, fontSize: '26px', lineHeight: '33px', fontWeight: 800, letterSpacing: '-0.01em', color: palette.indigoDeep, [mediaUp('md')]: { fontSize: '32px', lineHeight: '40px' } },
  subtitle: { margin: 0, fontSize: '15px', lineHeight: '22px', color: tokens.colorNeutralForeground2, maxWidth: '760px' },
});

export function ListHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  const styles = useStyles();
  return (
    <header className={styles.head}>
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      {children}
    </header>
  );
}

/** A heading for the results (read by screen readers only), so card titles (h3) follow an h2. */
export function ResultsHeading({ text }: { text: string }) {
  return <h2 className={a11y.srOnly}>{text}</h2>;
}
