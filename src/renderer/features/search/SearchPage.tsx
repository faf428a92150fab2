/**
 * /search?keyword=… (spec 2 "Search"): search box with suggestions, popular keywords when there
 * is no keyword, results of P contents/search with content type facets (?type=), filters and
 * sort from the listing kit (state in the URL), "did you mean", and P contents/onclick when a
 * result is opened. After a search the visitor submitted (not on a first load, nor a link's), the
 * focus moves to the results' heading, which names their count: the first result is a Tab or
 * three away.
 */
import { useCallback, useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { makeStyles } from '@fluentui/react-components';
import { Link, useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SearchResult } from '../../../common/discovery';
import type { ContentItem } from '../../../common/types';
import { useStores } from '../../stores/context';
import { Shimmer } from '../../components/Shimmer';
import {
  Breadcrumbs,
  ChipNav,
  hrefWithParam,
  type ChipNavItem,
  ListingView,
  PageContainer,
  PageHeader,
  PageSection,
  ResultsGrid,
  useDocumentTitle,
  useListing,
} from '../../components/listing';
import { palette } from '../../components/theme';
import { SearchInput, wasSubmitted } from '../../components/SearchInput';
import { SKIP_TARGETS } from '../../components/routeHandle';
import { searchParamsOf } from './loaders';
import { flexChipStyle } from '../../components/styles';
import { StateMessage } from '../../components/StateMessage';
import { contentTypeLabelKey } from '../../components/contentPath';
import { homeOf } from '../home';
import { searchOf } from './store';

const useStyles = makeStyles({
  top: { display: 'flex', flexDirection: 'column', gap: '16px' },
  chips: { display: 'flex', flexWrap: 'wrap', gap: '8px', listStyle: 'none', margin: 0, padding: 0 },
  chip: flexChipStyle,
  didYouMean: {
    margin: 0,
    padding: '12px 16px',
    borderRadius: '12px',
    backgroundColor: '#FFFBEB',
    border: '1px solid #FDE68A',
    color: '#78350F',
    fontSize: '15px',
  },
  didYouMeanLink: { color: palette.tealDark, fontWeight: 800, textDecoration: 'underline' },
  note: { margin: 0, padding: '12px 16px', borderRadius: '12px', backgroundColor: palette.tealSoft, fontSize: '15px', lineHeight: 1.5 },
  strong: { fontWeight: 800 },
  ignored: { textDecoration: 'line-through' },
  hero: {
    padding: '24px 20px',
    borderRadius: '16px',
    background: `linear-gradient(135deg, ${palette.tealSoft} 0%, ${palette.indigoSoft} 100%)`,
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    '@media (min-width: 768px)': { padding: '32px 28px' },
  },
});

const Facets = observer(function Facets({ result, loading, type }: { result: SearchResult | null; loading: boolean; type: number | null }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const total = result ? result.facets.reduce((sum, f) => sum + f.count, 0) : 0;
  if (result && total === 0) return null;
  const items: ChipNavItem[] | null = result
    ? [
        { key: 'all', label: t('listing.allTypes'), count: total, to: hrefWithParam('/search', params, 'type', null), active: type === null },
        ...result.facets
          .filter((f) => f.count > 0)
          .map((f) => ({
            key: String(f.type),
            label: t(contentTypeLabelKey(f.type)),
            count: f.count,
            to: hrefWithParam('/search', params, 'type', String(f.type)),
            active: type === f.type,
            testId: `facet-${f.type}`,
          })),
      ]
    : null;
  return <ChipNav label={t('listing.facetsLabel')} items={items} loading={loading} testId="search-facets" />;
});

/** Popular keywords (or, when there are none yet, the categories) as chips. */
const PopularKeywords = observer(function PopularKeywords() {
  const styles = useStyles();
  const { t } = useTranslation();
  // Filled by the route loader (loaders.ts); the categories are the home page's list.
  const search = searchOf(useStores());
  const home = homeOf(useStores());
  const popular = search.popular;
  const title = t('search.popularTitle');
  let body;
  if (popular.error !== null) body = <StateMessage kind="error" what={title} message={popular.error} onRetry={() => void popular.reload()} />;
  else if (!popular.data)
    body = (
      <div className={styles.chips} role="status" aria-label={t('listing.loading', { title })}>
        {[80, 120, 100, 90, 140, 70].map((w, i) => (
          <Shimmer key={i} width={w} height={36} style={{ borderRadius: 999 }} />
        ))}
      </div>
    );
  else if (popular.data.length > 0)
    body = (
      <ul className={styles.chips} data-testid="popular-keywords">
        {popular.data.map((k) => (
          <li key={k.keyword}>
            <Link className={styles.chip} to={`/search?${new URLSearchParams({ keyword: k.keyword })}`}>
              {k.keyword}
            </Link>
          </li>
        ))}
      </ul>
    );
  else body = null;

  const categories = home.categories.data ?? [];
  return (
    <>
      {(body || popular.data === null) && (
        <PageSection id="popular" title={title} subtitle={t('search.popularSubtitle')}>
          {body}
        </PageSection>
      )}
      {categories.length > 0 && (
        <PageSection id="browse" title={t('search.browseTitle')}>
          <ul className={styles.chips}>
            {categories.map((c) => (
              <li key={c.id}>
                <Link className={styles.chip} to={`/${c.url}`}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </PageSection>
      )}
    </>
  );
});

/** The most popular contents, under a search that found nothing. */
const Recommended = observer(function Recommended() {
  const { t } = useTranslation();
  const search = searchOf(useStores());
  const items = search.recommended.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <PageSection id="recommended" title={t('search.recommendedTitle')} testId="search-recommended">
      <ResultsGrid items={items} label={t('search.recommendedTitle')} />
    </PageSection>
  );
});

/** "Showing results for X; search instead for Y", and the words a search left out. */
function HowItWasRead({ result, params }: { result: SearchResult; params: URLSearchParams }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const asTyped = (keyword: string) => {
    const next = new URLSearchParams(params);
    next.set('keyword', keyword);
    next.set('exact', '1');
    next.delete('page');
    return `/search?${next}`;
  };
  return (
    <>
      {result.correctedFrom && (
        <p className={styles.note} data-testid="showing-results-for" role="status">
          {t('search.showingFor')} <span className={styles.strong}>{result.keyword}</span>. {t('search.insteadFor')}{' '}
          <Link className={styles.didYouMeanLink} to={asTyped(result.correctedFrom)}>
            {result.correctedFrom}
          </Link>
        </p>
      )}
      {result.ignoredWords.length > 0 && result.totalItems > 0 && (
        <p className={styles.note} data-testid="ignored-words" role="status">
          {t('search.ignored', { count: result.ignoredWords.length })}{' '}
          {result.ignoredWords.map((word, i) => (
            <span key={`${word}-${i}`}>
              {i > 0 && ', '}
              <span className={styles.ignored}>{word}</span>
            </span>
          ))}
        </p>
      )}
    </>
  );
}

const SearchPage = observer(function SearchPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const search = searchOf(useStores());
  const [params] = useSearchParams();
  const { keyword, type, exact } = searchParamsOf(params);
  // Filled by the route loader (loaders.ts): the list of this keyword and type.
  const listing = useListing({ store: search.results.get({ keyword, type, exact }) });
  const result = listing.store.results.data;
  const resultId = useRef<string | null>(null);
  resultId.current = result?.resultId ?? null;

  useDocumentTitle(keyword ? t('search.titleFor', { keyword }) : t('pages.search'));

  // A submitted search: the focus to the results' heading once they (or their failure) show, once
  // per visit of the URL; not on a load, a reload or Back (a POP keeps the entry's state).
  const location = useLocation();
  const navigationType = useNavigationType();
  const submitted = Boolean(keyword) && navigationType !== 'POP' && wasSubmitted(location.state);
  const settled = result !== null || listing.store.results.error !== null;
  const focusedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!submitted || !settled || focusedFor.current === location.key) return;
    focusedFor.current = location.key;
    document.getElementById(SKIP_TARGETS.results)?.focus();
  }, [submitted, settled, location.key]);

  const onItemClick = useCallback((item: ContentItem) => void search.recordClick({ keyword, resultId: resultId.current, contentId: item.contentId }), [search, keyword]);

  const didYouMean = result?.didYouMean && result.didYouMean !== keyword ? result.didYouMean : null;
  const nothingFound = result !== null && result.totalItems === 0 && listing.controls.query.filters.length === 0 && type === null;

  return (
    <PageContainer testId="search-page">
      <div className={styles.top}>
        <Breadcrumbs items={[{ label: t('pages.search') }]} />
        <div className={styles.hero}>
          <PageHeader title={keyword ? t('search.titleFor', { keyword }) : t('search.titleEmpty')} subtitle={keyword ? undefined : t('search.subtitleEmpty')} />
          <SearchInput variant="large" lazySuggestions="mount" autoFocus={!keyword} />
        </div>
      </div>
      {!keyword ? (
        <PopularKeywords />
      ) : (
        <>
          {didYouMean && (
            <p className={styles.didYouMean} data-testid="did-you-mean">
              {t('search.didYouMean')}{' '}
              <Link className={styles.didYouMeanLink} to={`/search?${new URLSearchParams({ keyword: didYouMean })}`}>
                {didYouMean}
              </Link>
              ?
            </p>
          )}
          {result && <HowItWasRead result={result} params={params} />}
          <Facets result={result} loading={listing.store.results.loading} type={type} />
          <ListingView
            listing={listing}
            label={t('search.resultsLabel', { keyword: result?.keyword ?? keyword })}
            srHeading
            onItemClick={onItemClick}
            // Nothing found: no panel of zeros, the way out instead (popular keywords, contents).
            showFilters={nothingFound ? false : undefined}
            emptyTitle={t('search.emptyTitle', { keyword })}
            emptyText={listing.controls.query.filters.length || type !== null ? t('listing.emptyFiltered') : t('search.emptyText')}
          />
          {nothingFound && (
            <>
              <PopularKeywords />
              <Recommended />
            </>
          )}
        </>
      )}
    </PageContainer>
  );
});

export default SearchPage;
