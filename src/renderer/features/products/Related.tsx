/** Rows of cards around a product (similar, next level, related …) and the content-detail banners. */
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '../../../common/types';
import { CardRow } from '../../components/CardRow';
import { ContentCard, ContentCardSkeleton } from '../../components/ContentCard';
import { ShimmerGroup } from '../../components/Shimmer';
import type { Resource } from '../../stores/Resource';
import { useStores } from '../../stores/context';
import type { RowRef } from './store';
import { Section } from './ui';
import { StateMessage } from '../../components/StateMessage';
import { productsOf } from './store';
import { bannerLinkName } from './helpers';
import styles from './Related.module.css';
import { LocalImage } from '../../components/LocalImage';

export function CardsRowSkeleton({ label, count = 5 }: { label: string; count?: number }) {
  return (
    <ShimmerGroup label={label}>
      <CardRow label={label}>
        {Array.from({ length: count }, (_, i) => (
          <ContentCardSkeleton key={i} />
        ))}
      </CardRow>
    </ShimmerGroup>
  );
}

export interface ItemsRowProps {
  id: string;
  title: string;
  subtitle?: string;
  resource: Resource<ContentItem[]> | null;
  emptyText?: string;
  /** Hide the whole section when there is nothing to show (instead of an empty note). */
  hideWhenEmpty?: boolean;
  showDateBadge?: boolean;
  seeAll?: { to: string; label: string };
  /** More controls beside "see all" (e.g. a sort). */
  toolbar?: ReactNode;
}

/** A titled card row over a Resource of items: skeleton, error with retry, empty, cards. */
export const ItemsRow = observer(function ItemsRow({ id, title, subtitle, resource, emptyText, hideWhenEmpty = false, showDateBadge = false, seeAll, toolbar }: ItemsRowProps) {
  const { t } = useTranslation();
  const data = resource?.data ?? null;
  if (hideWhenEmpty && data && data.length === 0) return null;
  let body;
  if (resource?.error) body = <StateMessage kind="error" what={title} message={resource.error} onRetry={() => void resource.reload()} />;
  else if (!data) body = <CardsRowSkeleton label={t('products.loadingSection', { title })} />;
  else if (data.length === 0) body = <StateMessage kind="empty" testId="product-empty" text={emptyText ?? t('products.emptyRow')} />;
  else
    body = (
      <CardRow label={title}>
        {data.map((item) => (
          <ContentCard key={`${item.type}-${item.contentId}`} item={item} showDateBadge={showDateBadge} />
        ))}
      </CardRow>
    );
  return (
    <Section
      id={id}
      title={title}
      subtitle={subtitle}
      actions={
        seeAll || toolbar ? (
          <span className={styles.actions}>
            {toolbar}
            {seeAll && (
              <Link className={styles.seeAll} to={seeAll.to}>
                {seeAll.label}
              </Link>
            )}
          </span>
        ) : undefined
      }
    >
      {body}
    </Section>
  );
});

/** A row of the products store (similar items, next level …), filled by the page's route loader. */
export const RelatedRow = observer(function RelatedRow(props: Omit<ItemsRowProps, 'resource'> & { row: RowRef }) {
  const { row, ...rest } = props;
  const products = productsOf(useStores());
  return <ItemsRow {...rest} resource={products.rows.get(row)} />;
});

/**
 * Banners on a content detail (G v2/banners/on-content-detail, Basic credentials). Promotional:
 * nothing is shown while loading, on failure or without banners.
 */
export const DetailBanners = observer(function DetailBanners({ contentType, contentId, categoryId }: { contentType: number; contentId: number; categoryId: number | null }) {
  const { t } = useTranslation();
  const products = productsOf(useStores());
  const banners = products.banners.get({ contentType, contentId, categoryId }).data ?? [];
  if (banners.length === 0) return null;
  return (
    <aside aria-label={t('products.banners')} className={styles.banners} data-testid="detail-banners">
      {banners.slice(0, 2).map((b) => {
        // The link carries the name (an image-only banner has no alt to lend it); the image is decoration.
        const name = bannerLinkName(b, { subscription: t('products.bannerLink.subscription'), other: t('products.bannerLink.other') });
        const inner = <LocalImage className={styles.bannerImg} src={b.imageUrl} alt="" loading="lazy" width={1200} height={400} />;
        return /^https?:\/\//i.test(b.linkUrl) ? (
          <a key={b.id} className={styles.banner} href={b.linkUrl} target="_blank" rel="noopener noreferrer" aria-label={name}>
            {inner}
          </a>
        ) : (
          <Link key={b.id} className={styles.banner} to={b.linkUrl || '/'} aria-label={name}>
            {inner}
          </Link>
        );
      })}
    </aside>
  );
});
