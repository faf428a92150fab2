/** Owning contents: enrolments, what can be owned, free enrolment. Orders enrol through `enrol`. */
export { default } from './routes.js';
export { enrol, ownedContentIds, saleContents, saleRefusal, titleOf, type EnrolOutcome, type SaleContent, type SaleRefusal } from './service.js';
export { t as enrolmentText } from './messages.js';
