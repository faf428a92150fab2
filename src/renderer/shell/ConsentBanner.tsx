/**
 * The analytics consent banner (issue 20): asked once, only when the server names a tag-manager
 * container (GTM_ID) and no choice is remembered. Accept loads the container; Decline never does;
 * either is remembered (platform/tagManager.ts). A bottom sheet that does not take focus or block
 * the page; while it shows, its height is published as --consent-sheet-height so the page's end
 * (and a phone's fixed action bar) can sit above it instead of under it.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { PlainButton } from '../components/PlainButton';
import { useTranslation } from 'react-i18next';
import { consentWanted, recordConsent, type ConsentChoice } from '../platform/tagManager';
import styles from './ConsentBanner.module.css';

const HEIGHT_VAR = '--consent-sheet-height';

export function ConsentBanner() {
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
