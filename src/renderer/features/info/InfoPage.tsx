/**
 * /user/aboutus (G info/aboutus; #benefit scrolls to the benefits), /user/terms, /user/terms/privacy
 * (G info/{slug}) and /user/support (FAQ accordion built from the page's questions).
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDateLong } from '../../../common/format';
import { useStores } from '../../stores/context';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { useLocale } from '../../components/useLocale';
import { useDocumentTitle } from '../../components/listing';
import { InfoLayout } from './InfoLayout';
import { SafeHtml, renderNodes, splitFaq } from './SafeHtml';
import { StateMessage } from '../../components/StateMessage';
import { cx } from '../../components/classNames';
import { infoOf } from './store';
import info from './InfoLayout.module.css';
import styles from './InfoPage.module.css';

interface InfoPageDef {
  slug: string;
  titleKey: string;
}

/** Also the page of any path not listed below. */
const ABOUT_US: InfoPageDef = { slug: 'aboutus', titleKey: 'pages.aboutus' };

/** Info page slug and title key of each path. */
const PAGES = new Map<string, InfoPageDef>([
  ['/user/aboutus', ABOUT_US],
  ['/user/terms', { slug: 'terms', titleKey: 'pages.terms' }],
  ['/user/terms/privacy', { slug: 'privacy', titleKey: 'pages.privacy' }],
  ['/user/support', { slug: 'support', titleKey: 'pages.support' }],
]);

function Faq({ html }: { html: string }) {
  const { t } = useTranslation();
  const { intro, items } = splitFaq(html);
  return (
    <>
      {intro.length > 0 && <div className={info.prose}>{renderNodes(intro, 'intro')}</div>}
      <div className={styles.faq} data-testid="faq">
        {items.map((item, i) => (
          <details key={i} className={styles.item} open={i === 0}>
            <summary className={styles.summary}>{item.question}</summary>
            <div className={cx(styles.answer, info.prose)}>{renderNodes(item.answer, `a${i}-`)}</div>
          </details>
        ))}
      </div>
      <div className={styles.help}>
        <span>{t('info.stillNeedHelp')}</span>
        <Link className={styles.helpLink} to="/contact-us">
          {t('discovery.titles.contact')}
        </Link>
      </div>
    </>
  );
}

const InfoPage = observer(function InfoPage() {
  const { t } = useTranslation();
  const infoStore = infoOf(useStores());
  const location = useLocation();
  const locale = useLocale();
  const page = PAGES.get(location.pathname.replace(/\/+$/, '')) ?? ABOUT_US;
  // Filled by the route loader (loaders.ts: infoPageLoader(slug)).
  const resource = infoStore.pages.get(page.slug);
  const data = resource.data?.slug === page.slug ? resource.data : null;
  useDocumentTitle(data?.title ?? t(page.titleKey));

  // #benefit (and any anchor) scrolls once the body is there.
  useEffect(() => {
    if (!data || !location.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    const frame = requestAnimationFrame(() => {
      const el = document.getElementById(id);
      if (el) {
        el.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
        if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
        el.focus({ preventScroll: true });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [data, location.hash, location.key]);

  let body;
  if (resource.error !== null) body = <StateMessage kind="error" what={t(page.titleKey)} message={resource.error} onRetry={() => void resource.reload()} layout="block" />;
  else if (!data)
    body = (
      <ShimmerGroup label={t('listing.loading', { title: t(page.titleKey) })}>
        <Shimmer width="50%" height={34} />
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Shimmer key={i} height={16} width={i % 3 === 2 ? '70%' : '100%'} style={{ marginTop: 14 }} />
        ))}
      </ShimmerGroup>
    );
  else
    body = (
      <>
        <h1 className={info.title}>{data.title}</h1>
        {page.slug === 'support' ? <Faq html={data.body} /> : <SafeHtml html={data.body} className={info.prose} />}
        <p className={info.updated}>{t('info.updated', { date: formatDateLong(data.updatedAt, locale) })}</p>
      </>
    );
  return (
    <InfoLayout crumb={data?.title ?? t(page.titleKey)} testId={`info-page-${page.slug}`}>
      {body}
    </InfoLayout>
  );
});

export default InfoPage;
