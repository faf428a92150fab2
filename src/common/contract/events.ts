import { detailEndpoint, metaEndpoint, reviewsEndpoint } from './catalogue.js';
import { API_PREFIX, CLIENT } from './endpoint.js';

/** Event pages (content type 37); lists of events are the discovery module's contents?type=37. */

const tags = ['events'] as const;
const web = API_PREFIX.web;

// Event calls fail softly in the client (spec 8): the page shows its own not-found or closed state.
export const events = {
  detail: { ...detailEndpoint(`${web}/events/:id`, 'idOrUrl', 'Event detail by id or url: agenda, venue, schedule, host, rating summary', tags), client: CLIENT.eventCall },
  detailByContentId: { ...detailEndpoint(`${web}/events/by-content-id/:id`, 'id', 'Event detail by content id', tags), client: CLIENT.eventCall },
  meta: { ...metaEndpoint(`${web}/events/:id/meta`, 'idOrUrl', 'Head tags of an event page', tags), client: CLIENT.eventCall },
  // An event call as spec 8 says of every events path; `call` still rejects, so the page's reviews
  // list shows its own error and retry, like every product's.
  reviews: { ...reviewsEndpoint(`${web}/events/:id/reviews`, 'Reviews of an event (by id or url), newest first (ratingScore filters by stars)', tags, 'idOrUrl'), client: CLIENT.eventCall },
};
