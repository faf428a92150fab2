import type { Kysely } from 'kysely';
import type { Certificate, CertificateRef, CertificateVerification } from '../../../common/contract/certificates.js';
import { certificateVerificationPath, normalizeCertificateNumber } from '../../../common/certificates.js';
import { ContentType, type ContentTypeId, type Locale } from '../../../common/enums.js';
import { jakartaYmd } from '../../../common/format.js';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http/envelope.js';
import type { CertificateDocument } from './render.js';
import { inLanguage } from '../../http/locale.js';

/**
 * Certificates: the student's own list, one of theirs for the PDF (another's answers 404 like an
 * unknown one), and the public verification of a number. The name printed is the one the
 * student had when it was issued.
 */

const TEXT = {
  notFound: { id: 'Sertifikat tidak ditemukan', en: 'Certificate not found' },
  forged: {
    id: 'Nomor sertifikat ini tidak pernah kami terbitkan. Sertifikat dengan nomor ini tidak asli.',
    en: 'We never issued a certificate with this number. A certificate bearing it is not genuine.',
  },
} as const;

function certificatesQuery(db: Database) {
  return db
    .selectFrom('certificates as c')
    .innerJoin('contents as k', 'k.id', 'c.content_id')
    .select(['c.number', 'c.student_id', 'c.content_id', 'c.student_name', 'c.issued_at', 'k.url', 'k.content_type', 'k.title_id', 'k.title_en']);
}
type Row = Awaited<ReturnType<ReturnType<typeof certificatesQuery>['executeTakeFirstOrThrow']>>;

const titleOf = (r: Row, locale: Locale) => inLanguage(r, 'title', locale);

function toCertificate(r: Row, locale: Locale): Certificate {
  const issuedAt = new Date(r.issued_at).toISOString();
  return {
    number: r.number,
    contentId: r.content_id,
    contentUrl: r.url,
    contentType: r.content_type as ContentTypeId,
    contentTitle: titleOf(r, locale),
    studentName: r.student_name,
    issuedAt,
    month: jakartaYmd(new Date(issuedAt)).month,
    verificationPath: certificateVerificationPath(r.number),
  };
}

export async function myCertificates(db: Database, studentId: number, locale: Locale): Promise<Certificate[]> {
  const rows = await certificatesQuery(db).where('c.student_id', '=', studentId).orderBy('c.issued_at', 'desc').orderBy('c.id', 'desc').execute();
  return rows.map((r) => toCertificate(r, locale));
}

/** One of the student's certificates, as the PDF shows it; 404 for another's or an unknown number. */
export async function certificateDocument(db: Database, studentId: number, number: string, locale: Locale, absolute: (path: string) => string): Promise<CertificateDocument> {
  const normal = normalizeCertificateNumber(number);
  const row = normal ? await certificatesQuery(db).where('c.number', '=', normal).where('c.student_id', '=', studentId).executeTakeFirst() : undefined;
  if (!row) throw notFound(TEXT.notFound[locale]);
  return {
    number: row.number,
    studentName: row.student_name,
    contentTitle: titleOf(row, locale),
    issuedAt: new Date(row.issued_at).toISOString(),
    verificationUrl: absolute(certificateVerificationPath(row.number)),
    kind: row.content_type === ContentType.WEBINAR ? 'webinar' : row.content_type === ContentType.EVENT ? 'event' : 'course',
  };
}

/** The public check of a number: 404 with a clear message for one never issued. */
export async function verifyCertificate(db: Database, number: string, locale: Locale): Promise<CertificateVerification> {
  const normal = normalizeCertificateNumber(number);
  const row = normal ? await certificatesQuery(db).where('c.number', '=', normal).executeTakeFirst() : undefined;
  if (!row) throw notFound(TEXT.forged[locale]);
  return {
    number: row.number,
    studentName: row.student_name,
    contentTitle: titleOf(row, locale),
    contentUrl: row.url,
    contentType: row.content_type as ContentTypeId,
    issuedAt: new Date(row.issued_at).toISOString(),
  };
}

/**
 * The student's certificates of the given contents, by content id (the lecture's summary, my
 * classes and the course page point at them). One indexed look-up on (student_id, content_id).
 */
export async function certificateRefsOf(db: Kysely<DB>, studentId: number, contentIds: readonly number[]): Promise<Map<number, CertificateRef>> {
  if (contentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('certificates')
    .select(['content_id', 'number'])
    .where('student_id', '=', studentId)
    .where('content_id', 'in', [...contentIds])
    .execute();
  return new Map(rows.map((r) => [r.content_id, { number: r.number, verificationPath: certificateVerificationPath(r.number) }]));
}
