import type { FastifyInstance } from 'fastify';
import { instructors } from '../../../common/contract/instructors.js';
import { sortOptions } from '../../../common/filters.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { listBodyExtras, listExtras, listRequest } from '../../catalogue/routes.js';
import { checkContentType } from '../../catalogue/scopes.js';
import { registerInstructorMeta } from './meta.js';
import {
  instructorByUrl,
  instructorContentTypes,
  instructorContentsScope,
  instructorFilters,
  instructorRatingSummary,
  instructorReviews,
  instructorTypeScope,
  instructorWebinarsScope,
  listInstructors,
  requireInstructor,
} from './service.js';

export default async function instructorsModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerInstructorMeta();
  route(app, instructors.list, async (req) => ok(await listInstructors(ctx, req.query, req.locale)));

  route(app, instructors.byUrl, async (req) => ok(await instructorByUrl(ctx, req.params.url, req.locale)));

  route(
    app,
    instructors.contents,
    async (req) => {
      const list = listRequest('instructor', req.body);
      const { id } = req.params;
      await requireInstructor(ctx, id, req.locale);
      return ok(await list.page(ctx, instructorContentsScope(id, req.body.contentTypes), req.locale));
    },
    listBodyExtras,
  );

  route(app, instructors.contentsMasterSort, async (req) => {
    await requireInstructor(ctx, req.params.id, req.locale);
    return ok(sortOptions('instructor', req.locale));
  });

  route(app, instructors.ratingSummary, async (req) => {
    const { id } = req.params;
    await requireInstructor(ctx, id, req.locale);
    return ok(await instructorRatingSummary(ctx, id));
  });

  route(app, instructors.reviews, async (req) => {
    const { id } = req.params;
    await requireInstructor(ctx, id, req.locale);
    return ok(await instructorReviews(ctx, id, req.locale, req.query));
  });

  route(app, instructors.contentTypes, async (req) => {
    const { id } = req.params;
    await requireInstructor(ctx, id, req.locale);
    return ok(await instructorContentTypes(ctx, id));
  });

  route(app, instructors.typeFilters, async (req) => {
    const { id, type } = req.params;
    checkContentType(type);
    await requireInstructor(ctx, id, req.locale);
    return ok(await instructorFilters(ctx, id, type, req.locale));
  });

  route(
    app,
    instructors.typeContents,
    async (req) => {
      const list = listRequest('instructor', req.query);
      const { id, type } = req.params;
      checkContentType(type);
      await requireInstructor(ctx, id, req.locale);
      return ok(await list.page(ctx, await instructorTypeScope(ctx, id, type, req.query), req.locale));
    },
    listExtras,
  );

  for (const [e, status] of [
    [instructors.upcomingWebinars, 'upcoming'],
    [instructors.pastWebinars, 'past'],
  ] as const) {
    route(
      app,
      e,
      async (req) => {
        // The webinar sorts start with 'upcoming': future sessions soonest first, past ones most recent first.
        const list = listRequest('webinars', req.body);
        const { id } = req.params;
        await requireInstructor(ctx, id, req.locale);
        return ok(await list.page(ctx, instructorWebinarsScope(id, status), req.locale));
      },
      listBodyExtras,
    );
  }
}
