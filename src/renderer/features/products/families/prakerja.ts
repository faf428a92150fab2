/** A Prakerja class's page (drawn as a course): its calls and route loader. */
import { prakerja } from '../../../../common/contract/prakerja';
import type { FamilySources } from '../store';
import { detailPage } from '../loaders';
import { courseAround, courseSources } from './courses';

const prakerjaSources: FamilySources = {
  detail: { prakerja: (client, url) => client.call(prakerja.detail, { params: { url } }) },
  reviews: { prakerja: (client, url, query) => client.call(prakerja.reviews, { params: { url }, query }) },
};

export const prakerjaDetailLoader = detailPage([courseSources, prakerjaSources], 'prakerja', 'url', (products, item, url) => courseAround(products, item, { family: 'prakerja', url }));
