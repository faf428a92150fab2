/**
 * The detail page of a one-off live session (webinar, event): the upcoming / live / ended badge,
 * the session's date, and a buy box that joins (free) or buys until the session is over, with the
 * quota as a note while it is not. The visitor's session (sessionsOf(root), asked by the loader for
 * every visitor) decides on the server's clock and times: an enrolled visitor gets the session
 * box (join, e-ticket, feedback, certificate) instead of the buy actions; once the session is
 * over, anyone else a status with a link to the upcoming webinars.
 */
import { Suspense, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ContentDetail } from '../../../common/catalog';
import { formatNumber } from '../../../common/format';
import { useLocale } from '../../components/useLocale';
import { PAGE_PATTERNS } from '../../../common/routes';
import { useStores } from '../../stores/context';
import { SessionPanel } from '../sessions';
import { useDocumentTitle } from './hooks';
import { liveState, priceView, sessionLabel, type LiveState } from './helpers';
import { ProductDetail, type BuyMode, type NavEntry } from './ProductDetail';
import { StatusBadge } from './StatusBadge';
import type { Crumb } from './ui';
import { sessionsOf } from '../sessions';

export interface LiveSessionDetailProps {
  item: ContentDetail;
  crumbs: Crumb[];
  testId: string;
  /** The buy box's text once the session is over. */
  endedText: string;
  /** The page's sections; they may depend on whether the session is over. */
  sections: (state: LiveState) => { nav: NavEntry[]; node: ReactNode };
  /** Full-width rows under the columns (similar sessions). */
  rows: ReactNode;
}

export const LiveSessionDetail = observer(function LiveSessionDetail({ item, crumbs, testId, endedText, sections, rows }: LiveSessionDetailProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(item.title);
  const sessions = sessionsOf(useStores());
  const mine = sessions.of(item.contentId);
  // The my-session times and the server's clock, not the catalogue's seed-time `isPast`.
  const state = liveState(mine?.startAt ?? item.startAt, mine?.endAt ?? item.endAt, item.detail.isPast === true, sessions.now());
  const enrolled = mine !== null && mine.state !== 'NOTENROLL';
  const { nav, node } = sections(state);
  const price = priceView(item.price);
  const mode: BuyMode = state === 'past' ? 'ended' : price.isFree ? 'join' : 'purchase';
  const quota = typeof item.detail.quota === 'number' ? item.detail.quota : null;
  return (
    <ProductDetail
      testId={testId}
      item={item}
      crumbs={[...crumbs, { label: item.title }]}
      status={<StatusBadge state={state} startAt={item.startAt} />}
      dateText={sessionLabel(item.startAt, item.endAt, locale) || null}
      nav={nav}
      buy={{
        price,
        mode,
        closedText: endedText,
        closedLink: { to: PAGE_PATTERNS.webinars, label: t('products.buy.upcomingWebinars') },
        panel: enrolled ? (
          <Suspense fallback={null}>
            <SessionPanel contentId={item.contentId} title={item.title} />
          </Suspense>
        ) : undefined,
        promo: item.detail.promoTerms,
        priceNote: quota && state !== 'past' ? t('products.buy.quota', { count: quota, formatted: formatNumber(quota) }) : null,
      }}
      rows={rows}
    >
      {node}
    </ProductDetail>
  );
});
