/**
 * /user/wishlistqu (spec 2, spec 7 Wishlist): the wished contents newest first, by content type
 * (tabs from G wishlist/content-types, kept in `?type=`), a page at a time (`?page=`); each card
 * can be taken out of the wishlist. Tabs, pager and the list's states are the shared PillTabs, Pager
 * and ResourceView.
 */
import { observer } from 'mobx-react-lite';
import { Button, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useRevalidator } from 'react-router-dom';
import { useStores } from '../../stores/context';
import { ContentCard, ContentCardSkeleton } from '../../components/ContentCard';
import { contentTypeLabelKey } from '../../components/contentPath';
import { RouterButton } from '../../components/links';
import { Pager } from '../../components/Pager';
import { PillTabs } from '../../components/PillTabs';
import { ResourceView } from '../../components/ResourceView';
import { HeartIcon } from '../../components/icons';
import { mediaUp } from '../../components/useBreakpoint';
import { palette } from '../../components/theme';
import { wishlistType } from './loaders';
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
  grid: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '16px',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  },
  item: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
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
  const types = wishlist.types.data ?? [];
  const items = wishlist.items;

  const remove = async (contentId: number) => {
    const outcome = await wishlist.toggle(contentId);
    if (!outcome.ok) ui.error(outcome.message);
    // The lists were marked stale: the loader asks them again.
    revalidator.revalidate();
  };

  const tabs = [
    { value: 'all', label: t('wishlist.all'), testId: 'wishlist-tab-all' },
    ...types.map((c) => ({ value: String(c.type), label: `${t(contentTypeLabelKey(c.type))} (${c.count})`, testId: `wishlist-tab-${c.type}` })),
  ];

  return (
    <div className={styles.page} data-testid="wishlist-page">
      <h1 className={styles.title}>{t('wishlist.title')}</h1>
      {types.length > 0 && (
        <PillTabs tabs={tabs} selectedValue={type === null ? 'all' : String(type)} hrefFor={(v) => hrefOf(v === 'all' ? null : Number(v))} aria-label={t('wishlist.tabs')} />
      )}
      <ResourceView
        resource={items}
        what={t('wishlist.what')}
        loadingLabel={t('wishlist.loading')}
        skeleton={
          <div className={styles.grid} data-testid="wishlist-skeleton">
            {[0, 1, 2, 3].map((i) => (
              <ContentCardSkeleton key={i} />
            ))}
          </div>
        }
        isEmpty={(data) => data.items.length === 0}
        empty={{
          title: t('wishlist.emptyTitle'),
          text: t('wishlist.emptyText'),
          action: (
            <RouterButton appearance="primary" to="/courses">
              {t('wishlist.browse')}
            </RouterButton>
          ),
        }}
      >
        {(data) => (
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
            <Pager page={data.page} totalPages={data.totalPages} hrefFor={(p) => hrefOf(type, p)} />
          </>
        )}
      </ResourceView>
    </div>
  );
});

export default WishlistPage;
