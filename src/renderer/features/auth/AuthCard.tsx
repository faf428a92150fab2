/** The card every sign-in screen sits in (bare layout), with its heading and optional footer. */
import type { ReactNode } from 'react';
import { Body1, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { palette } from '../../components/theme';
import { mediaUp } from '../../components/useBreakpoint';

export const useAuthStyles = makeStyles({
  card: {
    width: '100%',
    maxWidth: '460px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: '16px',
    padding: '24px 20px',
    boxShadow: '0 12px 40px rgba(30, 27, 75, 0.12)',
    display: 'flex',
    flexDirection: 'column',
    gap: '20px',
    [mediaUp('sm')]: { padding: '36px 36px 32px' },
  },
  header: { display: 'flex', flexDirection: 'column', gap: '6px' },
  title: { margin: 0, color: palette.indigoDeep },
  subtitle: { color: tokens.colorNeutralForeground2, margin: 0 },
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  actions: { display: 'flex', flexDirection: 'column', gap: '10px' },
  submit: { width: '100%', minHeight: '40px' },
  footer: {
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: '16px',
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
  },
  aside: { alignSelf: 'flex-end', marginTop: '-6px' },
  divider: { color: tokens.colorNeutralForeground3 },
  steps: { color: palette.tealText, fontWeight: tokens.fontWeightSemibold, textTransform: 'uppercase', letterSpacing: '0.06em', fontSize: '12px' },
  inlineLinks: { display: 'flex', flexWrap: 'wrap', gap: '4px 16px', justifyContent: 'center' },
});

export function AuthCard({
  titleId,
  title,
  subtitle,
  eyebrow,
  children,
  footer,
  className,
}: {
  titleId: string;
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  const styles = useAuthStyles();
  return (
    <section className={mergeClasses(styles.card, className)} aria-labelledby={titleId}>
      <header className={styles.header}>
        {eyebrow && <span className={styles.steps}>{eyebrow}</span>}
        <Title2 as="h1" id={titleId} className={styles.title}>
          {title}
        </Title2>
        {subtitle && <Body1 className={styles.subtitle}>{subtitle}</Body1>}
      </header>
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
