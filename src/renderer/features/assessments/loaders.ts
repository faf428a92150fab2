/** Route loaders of the assessment pages (see stores/loader.ts). */
import type { PageLoader } from '../../stores/loader';
import { assessmentsOf } from './store';

/** /assessments/:url: the assessment and its questions (anyone). */
export const assessmentLoader: PageLoader = async (root, { params }) => {
  if (params.url) await assessmentsOf(root).quiz.ensure(params.url);
};

/** /assessments/:url/results/:resultId: the result (anyone with the link). */
export const assessmentResultLoader: PageLoader = async (root, { params }) => {
  if (params.url && params.resultId) await assessmentsOf(root).result.ensure({ url: params.url, resultId: params.resultId });
};
