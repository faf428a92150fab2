/**
 * /user/wishlistqu (spec 2, spec 7 Wishlist): the wished contents newest first, by content type
 * (tabs from G wishlist/content-types, kept in `?type=`), a page at a time (`?page=`); each card
 * can be taken out of the wishlist.
 */
import { observer } from 'mobx-react-lite';
import { Button, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRevalidator } from 'react-router-dom';
import { useStores } from '../../stores/context';
import { ContentCard, ContentCardSkeleton } from '../../components/ContentCard';
import { contentTypeLabelKey } from '../../components/contentPath';
import { RouterButton } from '../../components/links';
import { ShimmerGroup } from '../../components/Shimmer';
import { StateMessage } from '../../components/StateMessage';
import { HeartIcon } from '../../components/icons';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import { wishlistPage, wishlistType } from './loaders';
import { wishlistOf } from './store';

const useStyles = makeStyles({
  page: {
    maxWidth: '1280px',
    margin: '0 auto',
    padding: '16px 16px 40px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    [mediaUp('md')]: { padding: '24px 24px 56px' },
  },
  title: { margin: 0, fontSize: '24px', lineHeight: '32px', fontWeight: 800, color: palette.indigoDeep },
  tabs: { display: 'flex', gap: '8px', flexWrap: 'wrap', listStyle: 'none', margin: 0, padding: 0 },
  tab: {
    display: 'inline-flex',
    padding: '6px 14px',
    borderRadius: '999px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    fontWeight: 600,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  tabOn: { backgroundColor: palette.indigoDeep, color: '#ffffff', ...shorthands.borderColor(palette.indigoDeep) },
  grid: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '16px',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  },
  item: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  pager: { display: 'flex', gap: '12px', alignItems: 'center', justifyContent: 'center' },
});

function hrefOf(type: number | null, page = 1): string {
  const q = new URLSearchParams();
  if (type !== null) q.set('type', String(type));
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `?${s}` : '?';
}

const WishlistPage = observer(function WishlistPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const { ui } = useStores();
  const wishlist = wishlistOf(useStores());
  const location = useLocation();
  const revalidator = useRevalidator();
  const search = new URLSearchParams(location.search);
  const type = wishlistType(search);
  const page = wishlistPage(search);
  const types = wishlist.types.data ?? [];
  const items = wishlist.items;
  const data = items.data;

  const remove = async (contentId: number) => {
    const outcome = await wishlist.toggle(contentId);
    if (!outcome.ok) ui.error(outcome.message);
    // The lists were marked stale: the loader asks them again.
    revalidator.revalidate();
  };

  let body;
  if (!data && items.error) {
    body = <StateMessage kind="error" layout="block" what={t('wishlist.what')} message={items.error} onRetry={() => void items.reload()} />;
  } else if (!data) {
    body = (
      <ShimmerGroup label={t('wishlist.loading')}>
        <div className={styles.grid} data-testid="wishlist-skeleton">
          {[0, 1, 2, 3].map((i) => (
            <ContentCardSkeleton key={i} />
          ))}
        </div>
      </ShimmerGroup>
    );
  } else if (data.items.length === 0) {
    body = (
      <StateMessage
        kind="empty"
        layout="block"
        title={t('wishlist.emptyTitle')}
        text={t('wishlist.emptyText')}
        actions={
          <RouterButton appearance="primary" to="/courses">
            {t('wishlist.browse')}
          </RouterButton>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className={styles.grid} data-testid="wishlist-items">
          {data.items.map((item) => (
            <li key={item.contentId} className={styles.item} data-testid="wishlist-item" data-content-id={item.contentId}>
              <ContentCard item={item} headingLevel={2} />
              <Button
                appearance="secondary"
                icon={<HeartIcon size={18} filled />}
                disabled={wishlist.busy.has(item.contentId)}
                aria-label={t('wishlist.removeLabel', { title: item.title })}
                onClick={() => void remove(item.contentId)}
                data-testid="wishlist-remove"
              >
                {t('wishlist.remove')}
              </Button>
            </li>
          ))}
        </ul>
        {data.totalPages > 1 && (
          <nav className={styles.pager} aria-label={t('wishlist.pageOf', { page: data.page, pages: data.totalPages })}>
            {page > 1 && (
              <RouterButton appearance="secondary" to={hrefOf(type, page - 1)}>
                {t('wishlist.prev')}
              </RouterButton>
            )}
            <span>{t('wishlist.pageOf', { page: data.page, pages: data.totalPages })}</span>
            {page < data.totalPages && (
              <RouterButton appearance="secondary" to={hrefOf(type, page + 1)}>
                {t('wishlist.next')}
              </RouterButton>
            )}
          </nav>
        )}
      </>
    );
  }

  return (
    <div className={styles.page} data-testid="wishlist-page">
      <h1 className={styles.title}>{t('wishlist.title')}</h1>
      {types.length > 0 && (
        <nav aria-label={t('wishlist.tabs')}>
          <ul className={styles.tabs}>
            <li>
              <Link className={mergeClasses(styles.tab, type === null && styles.tabOn)} to={hrefOf(null)} aria-current={type === null ? 'page' : undefined} data-testid="wishlist-tab-all">
                {t('wishlist.all')}
              </Link>
            </li>
            {types.map((c) => (
              <li key={c.type}>
                <Link
                  className={mergeClasses(styles.tab, type === c.type && styles.tabOn)}
                  to={hrefOf(c.type)}
                  aria-current={type === c.type ? 'page' : undefined}
                  data-testid={`wishlist-tab-${c.type}`}
                >
                  {`${t(contentTypeLabelKey(c.type))} (${c.count})`}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {body}
    </div>
  );
});

export default WishlistPage;
