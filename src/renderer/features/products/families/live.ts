/** Webinars and events, the live sessions (their pages show the visitor's session): their calls and route loaders. */
import { events } from '../../../../common/contract/events';
import { webinars } from '../../../../common/contract/webinars';
import type { RootStore } from '../../../stores/RootStore';
import { sessionsOf } from '../../sessions';
import { SIMILAR, type FamilySources } from '../store';
import { banners, detailPage, reviews } from '../loaders';

const webinarSources: FamilySources = {
  detail: { webinars: (client, url) => client.call(webinars.detail, { params: { url } }) },
  rows: { similarWebinars: (client, row) => client.call(webinars.similar, { params: { id: row.contentId }, query: SIMILAR }) },
  reviews: { webinars: (client, url, query) => client.call(webinars.reviews, { params: { url }, query }) },
};

const eventSources: FamilySources = {
  detail: { events: (client, id) => client.call(events.detail, { params: { id } }) },
  reviews: { events: (client, id, query) => client.call(events.reviews, { params: { id }, query }) },
};

/**
 * A live session's state for every visitor (G sessions/{id}/my-session, auth both: a guest gets
 * NOTENROLL and the server's time, so the badge and the buy box follow the server's clock), and
 * the feedback form's lists when feedback is what comes next.
 */
async function mySession(root: RootStore, contentId: number): Promise<void> {
  const mine = await sessionsOf(root).load(contentId);
  if (mine?.nextAction === 'feedback') await sessionsOf(root).ensureMasters();
}

export const webinarLoader = detailPage([webinarSources], 'webinars', 'url', (products, item, url, root) => [
  reviews(products, item, 'webinars', url),
  products.rows.ensure({ kind: 'similarWebinars', contentId: item.contentId }),
  banners(products, item),
  mySession(root, item.contentId),
]);

export const eventLoader = detailPage([eventSources], 'events', 'id', (products, item, id, root) => [
  reviews(products, item, 'events', id),
  products.rows.ensure({ kind: 'similar', contentId: item.contentId }),
  banners(products, item),
  mySession(root, item.contentId),
]);
