/**
 * Certificates: issued once on completion (issueCertificateIfComplete, called by the lecture's
 * finishMaterial) or on a webinar's feedback or an event's attendance (issueSessionCertificate,
 * issue 18), listed, downloaded, verified.
 */
export { default } from './routes.js';
export { insertCertificate, issueCertificateIfComplete, issueSessionCertificate } from './issue.js';
export { certificateRefsOf } from './service.js';
