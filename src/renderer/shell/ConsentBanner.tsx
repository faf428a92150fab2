/**
 * The analytics consent banner (issue 20): asked once, only when the server names a tag-manager
 * container (GTM_ID) and no choice is remembered. Accept loads the container; Decline never does;
 * either is remembered (platform/tagManager.ts). A bottom sheet that does not take focus or block
 * the page; while it shows, its height is published as --consent-sheet-height so the page's end
 * (and a phone's fixed action bar) can sit above it instead of under it.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { PlainButton } from '../components/PlainButton';
import { useTranslation } from 'react-i18next';
import { consentWanted, recordConsent, type ConsentChoice } from '../platform/tagManager';

const HEIGHT_VAR = '--consent-sheet-height';

const useStyles = makeStyles({
  sheet: {
    position: 'fixed',
    left: 0,
    right: 0,
    bottom: 0,
    zIndex: 30,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '8px 16px',
    padding: '12px 16px calc(12px + env(safe-area-inset-bottom))',
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: '0 -6px 20px rgba(16, 24, 40, 0.12)',
    '@media (min-width: 768px)': { left: '24px', right: 'auto', bottom: '24px', maxWidth: '560px', borderRadius: '12px', border: `1px solid ${tokens.colorNeutralStroke2}` },
  },
  text: { flex: '1 1 260px', minWidth: 0 },
  title: { margin: 0, fontSize: tokens.fontSizeBase300, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightBase300 },
  body: { margin: '2px 0 0', fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: '8px', flex: '1 0 auto', justifyContent: 'flex-end' },
  spacer: { height: `var(${HEIGHT_VAR}, 0px)` },
});

export function ConsentBanner() {
  const styles = useStyles();
  const { t } = useTranslation();
  const [open, setOpen] = useState(consentWanted);
  const sheet = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const el = sheet.current;
    const root = document.documentElement;
    if (!open || !el) return;
    const publish = () => root.style.setProperty(HEIGHT_VAR, `${el.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEIGHT_VAR);
    };
  }, [open]);

  if (!open) return null;
  const choose = (choice: ConsentChoice) => {
    recordConsent(choice);
    setOpen(false);
  };
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <section ref={sheet} className={styles.sheet} aria-labelledby="consent-title" data-testid="consent-banner">
        <div className={styles.text}>
          <h2 id="consent-title" className={styles.title}>
            {t('consent.title')}
          </h2>
          <p className={styles.body}>{t('consent.body')}</p>
        </div>
        <div className={styles.actions}>
          <PlainButton appearance="secondary" onClick={() => choose('denied')}>
            {t('consent.decline')}
          </PlainButton>
          <PlainButton appearance="primary" onClick={() => choose('granted')}>
            {t('consent.accept')}
          </PlainButton>
        </div>
      </section>
    </>
  );
}
