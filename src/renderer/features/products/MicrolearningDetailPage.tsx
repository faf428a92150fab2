/**
 * /microlearnings/{url}: G microlearnings/{url} (videos of the lesson, instructor, rating summary),
 * G microlearnings/{url}/current-playlist (the category's playlist with this one's position),
 * G microlearnings/{url}/related-microlearnings?sort&size (sorts: related-microlearning-master-sort),
 * banners. The server has no microlearning reviews call: summary only.
 */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContentDetail } from '../../../common/catalog';
import { durationLabel } from '../../../common/format';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { ChevronLeftIcon, ChevronRightIcon, PlayCircleIcon, QuizIcon } from '../../components/icons';
import { contentPath } from '../../components/contentPath';
import { SortSelect } from '../../components/listing/SortSelect';
import { useLocale } from '../../components/useLocale';
import { cx } from '../../components/classNames';
import { commonSections, includesOf } from './common';
import { useStores } from '../../stores/context';
import { useDocumentTitle } from './hooks';
import { DetailShell } from './DetailShell';
import { lessonTypeKey, playlistNeighbours, priceView } from './helpers';
import { ProductDetail } from './ProductDetail';
import { ItemsRow } from './Related';
import { Section, type Crumb } from './ui';
import { StateMessage } from '../../components/StateMessage';
import { productsOf } from './store';
import { microlearningOf } from './families/microlearnings';
import styles from './MicrolearningDetailPage.module.css';

const PlaylistPanel = observer(function PlaylistPanel({ url }: { url: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const resource = microlearningOf(useStores()).playlist.get(url);
  const title = t('products.micro.playlist');
  let body;
  if (resource?.error) body = <StateMessage kind="error" what={title} message={resource.error} onRetry={() => void resource.reload()} />;
  else if (!resource?.data)
    body = (
      <ShimmerGroup label={t('products.loadingSection', { title })}>
        {[0, 1, 2, 3].map((i) => (
          <Shimmer key={i} height={34} style={{ marginBottom: 6 }} />
        ))}
      </ShimmerGroup>
    );
  else {
    const { items, currentIndex } = resource.data;
    const { previous, next } = playlistNeighbours(items, currentIndex);
    body = (
      <>
        <p className={styles.panelSub}>{t('products.micro.position', { current: currentIndex + 1, total: items.length })}</p>
        <ol className={styles.list} data-testid="playlist">
          {items.map((item, i) => (
            <li key={item.contentId}>
              <Link className={cx(styles.entry, i === currentIndex && styles.current)} to={contentPath(item)} aria-current={i === currentIndex ? 'page' : undefined}>
                <span className={styles.index} aria-hidden="true">
                  {i + 1}
                </span>
                <span className={styles.entryTitle}>{item.title}</span>
                {item.durationMinutes > 0 && <span className={styles.entryTime}>{durationLabel(item.durationMinutes, locale)}</span>}
              </Link>
            </li>
          ))}
        </ol>
        {(previous || next) && (
          <div className={styles.nav}>
            {previous ? (
              <Link className={styles.navLink} to={contentPath(previous)} aria-label={t('products.micro.previous', { title: previous.title })}>
                <ChevronLeftIcon size={16} />
                <span className={styles.navText}>{t('products.micro.previousShort')}</span>
              </Link>
            ) : (
              <span />
            )}
            {next && (
              <Link className={styles.navLink} to={contentPath(next)} aria-label={t('products.micro.next', { title: next.title })}>
                <span className={styles.navText}>{t('products.micro.nextShort')}</span>
                <ChevronRightIcon size={16} />
              </Link>
            )}
          </div>
        )}
      </>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="playlist-title">
      <h2 id="playlist-title" className={styles.panelTitle}>
        {title}
      </h2>
      {body}
    </section>
  );
});

const RelatedMicro = observer(function RelatedMicro({ url }: { url: string }) {
  const { t } = useTranslation();
  const products = microlearningOf(useStores());
  const [sort, setSort] = useState<string | null>(null);
  // The default sort comes from the route loader; another sort is asked when chosen.
  const sorts = products.relatedMicroSorts;
  const resource = products.relatedMicro.get({ url, sort });
  const choose = (next: string | null) => {
    setSort(next);
    void products.relatedMicro.ensure({ url, sort: next });
  };
  return (
    <ItemsRow
      id="related"
      title={t('products.rows.relatedMicro')}
      resource={resource}
      seeAll={{ to: '/microlearnings', label: t('products.seeAll') }}
      toolbar={sorts.data && sorts.data.length > 1 ? <SortSelect options={sorts.data} value={sort} onChange={choose} label={t('products.micro.sortRelated')} compact /> : undefined}
    />
  );
});

function VideosSection({ videos }: { videos: { title: string; durationMinutes: number; type: number }[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (videos.length === 0) return null;
  return (
    <Section id="videos" title={t('products.sections.videos')} card>
      <ol className={styles.videos}>
        {videos.map((v, i) => (
          <li key={`${i}-${v.title}`} className={styles.video}>
            {lessonTypeKey(v.type) === 'quiz' ? <QuizIcon size={18} /> : <PlayCircleIcon size={18} />}
            <span className={styles.videoTitle}>{v.title}</span>
            {v.durationMinutes > 0 && <span className={styles.videoTime}>{durationLabel(v.durationMinutes, locale)}</span>}
          </li>
        ))}
      </ol>
    </Section>
  );
}

const MicroView = observer(function MicroView({ item, crumbs, url }: { item: ContentDetail; crumbs: Crumb[]; url: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(item.title);
  const videos = Array.isArray(item.detail.playlist) ? (item.detail.playlist as { title: string; durationMinutes: number; type: number }[]) : [];
  const { nav, node } = commonSections(item, t, {
    reviews: { family: 'microlearnings', url },
    middle: videos.length ? { nav: [{ id: 'videos', label: t('products.sections.videos') }], node: <VideosSection videos={videos} /> } : undefined,
  });
  const price = priceView(item.price);
  return (
    <ProductDetail
      testId="microlearning-detail"
      item={item}
      crumbs={[...crumbs, { label: item.title }]}
      nav={nav}
      buy={{ price, mode: price.isFree ? 'join' : 'purchase', promo: item.detail.promoTerms, includes: includesOf(item, t, locale) }}
      aside={<PlaylistPanel url={url} />}
      rows={
        <>
          <RelatedMicro url={url} />
        </>
      }
    >
      {node}
    </ProductDetail>
  );
});

const MicrolearningDetailPage = observer(function MicrolearningDetailPage() {
  const { url = '' } = useParams();
  const { t } = useTranslation();
  const products = productsOf(useStores());
  const resource = products.detail.get({ family: 'microlearnings', url });
  const crumbs: Crumb[] = [
    { label: t('nav.home'), to: '/' },
    { label: t('pages.microlearnings'), to: '/microlearnings' },
  ];
  return (
    <DetailShell resource={resource} crumbs={crumbs} notFoundTitle={t('products.notFound.microlearning')} listPath="/microlearnings" listLabel={t('products.seeAllMicro')}>
      {(item) => <MicroView key={item.contentId} item={item} crumbs={crumbs} url={url} />}
    </DetailShell>
  );
});

export default MicrolearningDetailPage;
