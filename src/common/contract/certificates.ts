import Type, { type Static } from 'typebox';
import { CERTIFICATE_NUMBER_INPUT_PATTERN } from '../certificates.js';
import type { ContentTypeId } from '../enums.js';
import { strictObject, text } from '../schema/primitives.js';
import { API_PREFIX, endpoint } from './endpoint.js';

/**
 * Certificates (issue 12; spec screen certificatequ): issued once when every material of a course
 * is finished (and so every quiz passed). The signed-in student's list, the PDF of one of theirs
 * (another's or an unknown number: 404), and the public verification of a number: a real one
 * answers the name, content and date; a forged one 404 with a message.
 */

const tags = ['certificates'] as const;
const web = API_PREFIX.web;

export const CertificateSchema = Type.Object({
  number: Type.String(),
  contentId: Type.Integer(),
  contentUrl: Type.String(),
  contentType: Type.Unsafe<ContentTypeId>(Type.Integer()),
  contentTitle: Type.String(),
  studentName: Type.String(),
  /** ISO instant; shown as a date in Asia/Jakarta. */
  issuedAt: Type.String(),
  /** Month of issue in Jakarta, 1..12 (the month badge's colour: src/common/format.ts monthBadgeColor). */
  month: Type.Integer(),
  /** The site path of the public verification page. */
  verificationPath: Type.String(),
});
export type Certificate = Static<typeof CertificateSchema>;

/**
 * The student's certificate of one content, where a page needs only to point at it (the lecture's
 * completion panel, my classes, the course page): its number (the PDF and the verification look it
 * up) and the verification page's path. Null where none was issued.
 */
export const CertificateRefSchema = Type.Object({ number: Type.String(), verificationPath: Type.String() });
export type CertificateRef = Static<typeof CertificateRefSchema>;

export const CertificateVerificationSchema = Type.Object({
  number: Type.String(),
  studentName: Type.String(),
  contentTitle: Type.String(),
  contentUrl: Type.String(),
  contentType: Type.Unsafe<ContentTypeId>(Type.Integer()),
  issuedAt: Type.String(),
});
export type CertificateVerification = Static<typeof CertificateVerificationSchema>;

const byNumber = strictObject({ number: text(40, 1, { pattern: CERTIFICATE_NUMBER_INPUT_PATTERN, description: 'A certificate number, e.g. BLJ-2026-7K3F-9QXD-2M8P-H4TZ' }) });

export const certificates = {
  mine: endpoint({
    method: 'GET',
    path: `${web}/certificates/my-certificates`,
    auth: 'authenticated',
    tags,
    summary: "The signed-in student's certificates, newest first",
    query: strictObject({}),
    result: Type.Array(CertificateSchema),
  }),
  download: endpoint({
    method: 'GET',
    path: `${web}/certificates/:number/download`,
    auth: 'authenticated',
    tags,
    summary: "One of the signed-in student's certificates as a PDF (application/pdf, attachment certificate-<number>.pdf); 404 when it is not theirs",
    params: byNumber,
  }),
  verify: endpoint({
    method: 'GET',
    path: `${web}/certificates/verify/:number`,
    auth: 'both',
    tags,
    summary: 'Public verification of a certificate number: the name, content and date; 404 for a number never issued',
    params: byNumber,
    result: CertificateVerificationSchema,
  }),
};
