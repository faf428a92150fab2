/** Certificates: issued once on completion (issueCertificateIfComplete, called by the lecture's finishMaterial), listed, downloaded, verified. */
export { default } from './routes.js';
export { issueCertificateIfComplete } from './issue.js';
