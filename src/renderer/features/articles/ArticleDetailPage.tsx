/**
 * /articles/{url}: G articles/by-url/{url} (body paragraphs, author, reading time, tags), the
 * banners on content detail (G v2/banners/on-content-detail), similar articles
 * (G articles/by-content-id/{id}/similar-articles?pageSize=4) and the content-related
 * suggestions of its category (G v2/articles/content-related?categoryId): courses, webinars, articles.
 */
import { Suspense, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ContentType } from '../../../common/enums';
import type { ArticleDetail } from '../../../common/discovery';
import type { ContentItem } from '../../../common/types';
import { formatDateLong } from '../../../common/format';
import { useStores } from '../../stores/context';
import { CardRow } from '../../components/CardRow';
import { ContentCard } from '../../components/ContentCard';
import { Shimmer, ShimmerGroup } from '../../components/Shimmer';
import { useLocale } from '../../components/useLocale';
import { Breadcrumbs, PageContainer, PageSection, ResultsGrid, useDocumentTitle, type Crumb } from '../../components/listing';
import { ArticleCard, BannerStrip } from './ArticleCard';
import { StateMessage } from '../../components/StateMessage';
import { NotFoundPage } from '../system';
import { articlesOf } from './store';
import styles from './ArticleDetailPage.module.css';
import { LocalImage } from '../../components/LocalImage';

/** The body's paragraphs: separated by a blank line; single line breaks stay inside a paragraph. */
export function paragraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

function rowOf(items: ContentItem[], label: string, article = false) {
  if (article) {
    return (
      <CardRow label={label}>
        {items.map((item) => (
          <ArticleCard key={item.contentId} item={item} />
        ))}
      </CardRow>
    );
  }
  return (
    <CardRow label={label}>
      {items.map((item) => (
        <ContentCard key={`${item.type}-${item.contentId}`} item={item} showDateBadge={item.type === ContentType.WEBINAR} />
      ))}
    </CardRow>
  );
}

const Related = observer(function Related({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const articles = articlesOf(useStores());
  const similar = articles.similar.get(article.contentId);
  const related = article.category ? articles.related.get(article.category.id) : null;

  const similarTitle = t('articles.similar');
  const rel = related?.data ?? null;
  const relatedArticles = rel ? rel.articles.filter((a) => a.contentId !== article.contentId && !(similar.data ?? []).some((s) => s.contentId === a.contentId)) : [];
  return (
    <>
      <PageSection id="similar-articles" title={similarTitle} testId="similar-articles">
        {similar.error !== null ? (
          <StateMessage kind="error" what={similarTitle} message={similar.error} onRetry={() => void similar.reload()} />
        ) : (
          <ResultsGrid items={similar.data} label={similarTitle} skeletonCount={4} renderItem={(item) => <ArticleCard item={item} />} emptyTitle={t('articles.noSimilar')} />
        )}
      </PageSection>
      {related && related.error !== null && <StateMessage kind="error" what={t('articles.relatedTitle')} message={related.error} onRetry={() => void related.reload()} />}
      {related && !rel && related.error === null && (
        <ShimmerGroup label={t('listing.loading', { title: t('articles.relatedTitle') })}>
          <Shimmer width={260} height={28} />
        </ShimmerGroup>
      )}
      {rel && rel.courses.length > 0 && (
        <PageSection id="related-courses" title={t('articles.relatedCourses', { name: article.category?.name ?? '' })} testId="related-courses">
          {rowOf(rel.courses, t('articles.relatedCourses', { name: article.category?.name ?? '' }))}
        </PageSection>
      )}
      {rel && rel.webinars.length > 0 && (
        <PageSection id="related-webinars" title={t('articles.relatedWebinars')} testId="related-webinars">
          {rowOf(rel.webinars, t('articles.relatedWebinars'))}
        </PageSection>
      )}
      {relatedArticles.length > 0 && (
        <PageSection id="related-articles" title={t('articles.relatedArticles')} testId="related-articles">
          {rowOf(relatedArticles, t('articles.relatedArticles'), true)}
        </PageSection>
      )}
    </>
  );
});

const DetailBanners = observer(function DetailBanners({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation();
  const articles = articlesOf(useStores());
  const banners = articles.banners.get({ contentId: article.contentId, categoryId: article.category?.id ?? null });
  // Promotions only: nothing to show (or to retry) when absent or failed.
  if (!banners.data || banners.data.length === 0) return null;
  return <BannerStrip banners={banners.data} label={t('articles.bannersLabel')} />;
});

function ArticleSkeleton() {
  const { t } = useTranslation();
  return (
    <ShimmerGroup label={t('articles.loading')} className={styles.skeleton}>
      <Shimmer width={120} height={26} style={{ borderRadius: 999 }} />
      <Shimmer height={40} />
      <Shimmer width="70%" height={40} />
      <Shimmer width={240} height={44} />
      <Shimmer height="auto" style={{ aspectRatio: '16 / 9', borderRadius: 16 }} />
      {[0, 1, 2, 3].map((i) => (
        <Shimmer key={i} height={16} width={i === 3 ? '60%' : '100%'} />
      ))}
    </ShimmerGroup>
  );
}

const ArticleDetailPage = observer(function ArticleDetailPage() {
  const { t } = useTranslation();
  const articles = articlesOf(useStores());
  const { url = '' } = useParams();
  const locale = useLocale();
  // Filled by the route loader (loaders.ts), with the blocks around the article.
  const resource = articles.article.get(url);
  const article = resource.data?.url === url ? resource.data : null;
  useDocumentTitle(article?.title ?? null);
  const crumbs = useMemo<Crumb[]>(() => {
    const list: Crumb[] = [{ label: t('pages.articles'), to: '/articles' }];
    if (article?.category) list.push({ label: article.category.name, to: `/articles/category/${article.category.url}` });
    list.push({ label: article?.title ?? '…' });
    return list;
  }, [article, t]);

  if (resource.errorStatus === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <PageContainer testId="article-page">
      <Breadcrumbs items={crumbs} />
      {resource.error !== null ? (
        <StateMessage kind="error" what={t('articles.article')} message={resource.error} onRetry={() => void resource.reload()} layout="block" />
      ) : !article ? (
        <ArticleSkeleton />
      ) : (
        <>
          <article className={styles.article} aria-labelledby="article-title" data-testid="article-detail">
            {article.category && (
              <Link className={styles.category} to={`/articles/category/${article.category.url}`}>
                {article.category.name}
              </Link>
            )}
            <h1 id="article-title" className={styles.title}>
              {article.title}
            </h1>
            {article.summary && <p className={styles.lead}>{article.summary}</p>}
            <div className={styles.byline}>
              {article.author?.avatarUrl && <img className={styles.avatar} src={article.author.avatarUrl} alt="" width={44} height={44} />}
              <div className={styles.bylineText}>
                {article.author ? (
                  <Link className={styles.author} to={`/instructor/${article.author.url}`} data-testid="article-author">
                    {article.author.name}
                  </Link>
                ) : (
                  <span className={styles.author}>{t('app.name')}</span>
                )}
                <span className={styles.metaLine}>
                  <time dateTime={article.publishedAt}>{formatDateLong(article.publishedAt, locale)}</time> · {t('articles.readMinutes', { count: Math.max(1, article.readMinutes) })}
                </span>
              </div>
            </div>
            {article.imageUrl && <LocalImage className={styles.cover} src={article.imageUrl} alt="" width={1280} height={720} />}
            <div className={styles.body} data-testid="article-body">
              {paragraphs(article.body).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
            {article.tags.length > 0 && (
              <ul className={styles.tags} aria-label={t('articles.tags')}>
                {article.tags.map((tag) => (
                  <li key={tag}>
                    <Link className={styles.tag} to={`/search?${new URLSearchParams({ keyword: tag })}`}>
                      #{tag}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <DetailBanners article={article} />
          </article>
          <Related key={article.contentId} article={article} />
        </>
      )}
    </PageContainer>
  );
});

export default ArticleDetailPage;
