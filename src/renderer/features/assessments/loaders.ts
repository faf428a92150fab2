/** Route loaders of the assessment pages (see stores/loader.ts). */
import type { PageLoader } from '../../stores/loader';

/** /assessments/:url: the assessment and its questions (anyone). */
export const assessmentLoader: PageLoader = async (root, { params }) => {
  if (params.url) await root.assessments.quiz.ensure(params.url);
};

/** /assessments/:url/results/:resultId: the result (anyone with the link). */
export const assessmentResultLoader: PageLoader = async (root, { params }) => {
  if (params.url && params.resultId) await root.assessments.result.ensure({ url: params.url, resultId: params.resultId });
};
