/**
 * /instructor — the instructor list (issue 25): G instructors by keyword and page, most students
 * first. The search box sends its keyword to the URL (`?q=`) once typing pauses (or on Enter),
 * which runs the route's loader; the page (`?page=`) is a pager of links. Every instructor is a
 * card linking to their page. Server-rendered like the other public lists; drawn without Fluent.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { InstructorCard as Card } from '../../../common/discovery';
import { formatNumber } from '../../../common/format';
import { useStores } from '../../stores/context';
import { Input } from '../../components/controls/Input';
import { SearchIcon } from '../../components/firstLoadIcons';
import { Shimmer } from '../../components/Shimmer';
import { Stars } from '../../components/Stars';
import { ResourceView, type ResourceEmpty } from '../../components/ResourceView';
import { formatRating, useLocale } from '../../components/useLocale';
// The listing kit's parts one by one: its index would bring the filter and sort UI along.
import { Breadcrumbs, PageContainer, PageHeader } from '../../components/listing/PageFrame';
import { Pager } from '../../components/Pager';
import { cx } from '../../components/classNames';
import a11y from '../../components/a11y.module.css';
import { instructorListInput } from './loaders';
import { instructorsOf } from './store';
import styles from './InstructorsPage.module.css';

/** The list's URL for a keyword and page (defaults left out). */
export function listHref(pathname: string, keyword: string, page: number): string {
  const params = new URLSearchParams();
  if (keyword) params.set('q', keyword);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** How long typing must pause before the keyword goes to the URL (and the list is asked). */
export const SEARCH_DEBOUNCE_MS = 350;

function InstructorCard({ item, lazy }: { item: Card; lazy: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rated = item.rating.total > 0;
  return (
    <li className={styles.card} data-testid="instructor-card" data-url={item.url}>
      {item.avatarUrl ? (
        <img className={styles.avatar} src={item.avatarUrl} alt="" width={72} height={72} loading={lazy ? 'lazy' : undefined} />
      ) : (
        <span className={cx(styles.avatar, styles.avatarFallback)} aria-hidden="true">
          {item.name.charAt(0)}
        </span>
      )}
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link className={styles.link} to={`/instructor/${item.url}`}>
            {item.name}
          </Link>
        </h3>
        {item.headline && <p className={styles.headline}>{item.headline}</p>}
        {item.company && <p className={styles.company}>{item.company}</p>}
        <ul className={styles.stats}>
          <li className={styles.stat} data-testid="instructor-card-rating">
            {rated ? (
              <>
                <Stars rating={item.rating.average} size={12} />
                <span className={a11y.srOnly}>
                  {t('instructor.list.rating', { rating: formatRating(item.rating.average, locale), count: item.rating.total, formatted: formatNumber(item.rating.total) })}
                </span>
                <span aria-hidden="true">
                  <strong className={styles.statStrong}>{formatRating(item.rating.average, locale)}</strong>{' '}
                  {t('instructor.list.reviews', { count: item.rating.total, formatted: formatNumber(item.rating.total) })}
                </span>
              </>
            ) : (
              t('instructor.list.noReviews')
            )}
          </li>
          <li className={styles.stat} data-testid="instructor-card-students">
            {t('instructor.list.students', { formatted: formatNumber(item.totalStudents) })}
          </li>
          <li className={styles.stat} data-testid="instructor-card-contents">
            {t('instructor.list.contents', { count: item.totalContents, formatted: formatNumber(item.totalContents) })}
          </li>
        </ul>
      </div>
    </li>
  );
}

function CardsSkeleton() {
  return (
    <div className={styles.grid}>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={styles.card}>
          <Shimmer circle width={72} height={72} />
          <div className={styles.body}>
            <Shimmer width="70%" height={18} />
            <Shimmer width="90%" height={14} />
            <Shimmer width="60%" height={14} />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The search box: what is typed goes to `?q=` after a pause (a new search is a history entry,
 * refining it replaces that entry; the page number is dropped), Enter sends it at once, and the
 * box follows the URL when it changes otherwise (back, forward, a link).
 */
function SearchBox({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const [text, setText] = useState(keyword);
  const sent = useRef(keyword);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  useEffect(() => {
    if (keyword === sent.current) return;
    sent.current = keyword;
    clearTimeout(timer.current);
    setText(keyword);
  }, [keyword]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (value: string) => {
    clearTimeout(timer.current);
    const next = value.trim().replace(/\s+/g, ' ');
    if (next === sent.current) return;
    const refining = sent.current !== '' && next !== '';
    sent.current = next;
    setParams(
      (prev) => {
        const params = new URLSearchParams(prev);
        if (next) params.set('q', next);
        else params.delete('q');
        params.delete('page');
        return params;
      },
      { replace: refining, preventScrollReset: true },
    );
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send(text);
  };

  return (
    <form role="search" aria-label={t('instructor.list.searchLandmark')} className={styles.search} onSubmit={onSubmit}>
      <label htmlFor={id} className={styles.searchLabel}>
        {t('instructor.list.searchLabel')}
      </label>
      <Input
        id={id}
        type="search"
        size="large"
        className={styles.searchInput}
        value={text}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('instructor.list.searchPlaceholder')}
        contentBefore={<SearchIcon size={18} aria-hidden="true" />}
        data-testid="instructor-search"
        onChange={(_e, { value }) => {
          setText(value);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => send(value), SEARCH_DEBOUNCE_MS);
        }}
      />
    </form>
  );
}

const InstructorsPage = observer(function InstructorsPage() {
  const { t } = useTranslation();
  const instructors = instructorsOf(useStores());
  const location = useLocation();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const input = instructorListInput(params);
  const { keyword } = input;
  // Filled by the route loader (loaders.ts).
  const resource = instructors.list.get(input);
  const data = resource.data;
  // A new keyword or page is on its way: the cards shown are the previous ones.
  const busy = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const crumbs = useMemo(() => [{ label: t('pages.instructor') }], [t]);
  const listLabel = keyword ? t('instructor.list.listLabelFor', { keyword }) : t('instructor.list.listLabel');

  // An empty answer: a page past the end, a keyword that found nobody, or no instructors at all.
  const empty: ResourceEmpty =
    data && data.totalItems > 0
      ? {
          title: t('instructor.list.emptyPage'),
          text: t('instructor.list.emptyPageText'),
          action: (
            <Link className={styles.action} to={listHref(location.pathname, keyword, 1)}>
              {t('instructor.list.firstPage')}
            </Link>
          ),
          testId: 'instructors-empty',
        }
      : keyword
        ? {
            title: t('instructor.list.emptyFor', { keyword }),
            text: t('instructor.list.emptyForText'),
            noResults: true,
            action: (
              <Link className={styles.action} to={location.pathname}>
                {t('instructor.list.showAll')}
              </Link>
            ),
            testId: 'instructors-empty',
          }
        : { title: t('instructor.list.empty'), testId: 'instructors-empty' };

  const count = data
    ? keyword
      ? t('instructor.list.countFor', { count: data.totalItems, formatted: formatNumber(data.totalItems), keyword })
      : t('instructor.list.count', { count: data.totalItems, formatted: formatNumber(data.totalItems) })
    : null;

  return (
    <PageContainer testId="instructors-page">
      <Breadcrumbs items={crumbs} />
      <PageHeader title={t('instructor.list.title')} subtitle={t('instructor.list.subtitle')}>
        <SearchBox keyword={keyword} />
      </PageHeader>
      <section className={styles.results} aria-labelledby="instructors-results-title">
        <h2 id="instructors-results-title" className={a11y.srOnly}>
          {listLabel}
        </h2>
        <p className={styles.count} role="status" data-testid="instructors-count">
          {count ?? <Shimmer width={140} height={16} />}
        </p>
        <ResourceView
          resource={resource}
          what={t('instructor.list.what')}
          loadingLabel={t('listing.loading', { title: listLabel })}
          skeleton={<CardsSkeleton />}
          isEmpty={(page) => page.items.length === 0}
          empty={empty}
        >
          {(page) => (
            <ul className={cx(styles.grid, busy && styles.busy)} aria-label={listLabel} aria-busy={busy || undefined} data-testid="instructors-grid">
              {page.items.map((item, i) => (
                <InstructorCard key={item.id} item={item} lazy={i >= 6} />
              ))}
            </ul>
          )}
        </ResourceView>
        {/* Also under an empty page past the end, to go back. */}
        {data && resource.error === null && (
          <Pager page={data.page} totalPages={data.totalPages} label={t('instructor.list.pages')} hrefFor={(p) => listHref(location.pathname, keyword, p)} />
        )}
      </section>
    </PageContainer>
  );
});

export default InstructorsPage;
