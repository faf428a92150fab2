import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Locale } from '../../../common/enums.js';
import { formatDateLong, intlLocale } from '../../../common/format.js';
import { SITE } from '../../../common/constants.js';

/**
 * The certificate PDF: a pure function of what it shows and the language (no database, no clock).
 * A4 landscape; DejaVu Sans embedded (resources/fonts, as the invoice), so a name in any Latin,
 * Greek or Cyrillic script prints; the QR code of the public verification URL is drawn as
 * vector squares from the `qrcode` package's module matrix.
 */

export interface CertificateDocument {
  number: string;
  studentName: string;
  contentTitle: string;
  /** ISO instant; printed as a Jakarta date. */
  issuedAt: string;
  /** Absolute URL of the public verification page. */
  verificationUrl: string;
  /** What was completed: a course (default), or attendance of a webinar or event (issue 18). */
  kind?: CertificateKind;
}

export type CertificateKind = 'course' | 'webinar' | 'event';

/** The lines that differ by kind: a course is completed, a webinar or event attended. */
const KIND_LABELS: Record<Exclude<CertificateKind, 'course'>, Record<Locale, { subtitle: string; completed: string }>> = {
  webinar: {
    id: { subtitle: 'Kehadiran Webinar', completed: 'atas partisipasi dalam webinar' },
    en: { subtitle: 'of Webinar Attendance', completed: 'for taking part in the webinar' },
  },
  event: {
    id: { subtitle: 'Kehadiran Acara', completed: 'atas kehadiran dalam acara' },
    en: { subtitle: 'of Event Attendance', completed: 'for attending the event' },
  },
};

const LABELS = {
  id: {
    title: 'SERTIFIKAT',
    subtitle: 'Penyelesaian Kelas',
    presented: 'Diberikan kepada',
    completed: 'atas keberhasilan menyelesaikan seluruh materi dan kuis kelas',
    date: 'Tanggal terbit',
    number: 'Nomor sertifikat',
    verify: 'Pindai kode QR atau buka tautan ini untuk memeriksa keaslian sertifikat:',
  },
  en: {
    title: 'CERTIFICATE',
    subtitle: 'of Course Completion',
    presented: 'Presented to',
    completed: 'for successfully completing every lesson and quiz of the course',
    date: 'Date of issue',
    number: 'Certificate number',
    verify: 'Scan the QR code or open this link to check that the certificate is genuine:',
  },
} as const;

const FONT_FILES = { body: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

function fontsDir(): string {
  const fromCwd = path.resolve(process.cwd(), 'resources', 'fonts');
  if (fs.existsSync(path.join(fromCwd, FONT_FILES.body))) return fromCwd;
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../resources/fonts');
}

let fonts: { body: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  if (!fonts) {
    const dir = fontsDir();
    fonts = { body: fs.readFileSync(path.join(dir, FONT_FILES.body)), bold: fs.readFileSync(path.join(dir, FONT_FILES.bold)) };
  }
  return fonts;
}

/** A safe file name: `certificate-<number>.pdf`. */
export function certificateFileName(number: string): string {
  return `certificate-${number.replace(/[^A-Za-z0-9_-]+/g, '-')}.pdf`;
}

const ACCENT = '#0F766E';

export async function renderCertificatePdf(cert: CertificateDocument, locale: Locale): Promise<Buffer> {
  const kind = cert.kind ?? 'course';
  const t = kind === 'course' ? LABELS[locale] : { ...LABELS[locale], ...KIND_LABELS[kind][locale] };
  const { body, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `${t.title} ${cert.number}`, Author: SITE.name, Subject: cert.contentTitle, CreationDate: new Date(cert.issuedAt), ModDate: new Date(cert.issuedAt) },
    lang: intlLocale(locale),
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', body);
  doc.registerFont('bold', bold);
  const W = doc.page.width;
  const H = doc.page.height;

  // Frame.
  doc
    .lineWidth(6)
    .strokeColor(ACCENT)
    .rect(24, 24, W - 48, H - 48)
    .stroke();
  doc
    .lineWidth(1)
    .strokeColor('#99C9C3')
    .rect(36, 36, W - 72, H - 72)
    .stroke();

  const centered = (text: string, y: number, font: 'body' | 'bold', size: number, color = '#1F2937') => {
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, 70, y, { width: W - 140, align: 'center' });
  };
  centered(SITE.name, 64, 'bold', 16, ACCENT);
  centered(t.title, 100, 'bold', 40);
  centered(t.subtitle, 150, 'body', 16, '#374151');
  centered(t.presented, 200, 'body', 13, '#4B5563');
  centered(cert.studentName, 222, 'bold', 30);
  const nameBottom = doc.y;
  doc
    .lineWidth(1)
    .strokeColor('#9CA3AF')
    .moveTo(W / 2 - 200, nameBottom + 6)
    .lineTo(W / 2 + 200, nameBottom + 6)
    .stroke();
  centered(t.completed, nameBottom + 20, 'body', 13, '#4B5563');
  centered(cert.contentTitle, doc.y + 8, 'bold', 20, ACCENT);

  // Bottom: date and number on the left, the QR code on the right.
  const bottomY = H - 170;
  doc.font('bold').fontSize(10).fillColor('#374151').text(t.date, 70, bottomY);
  doc
    .font('body')
    .fontSize(13)
    .fillColor('#111827')
    .text(formatDateLong(cert.issuedAt, locale), 70, doc.y + 2);
  doc
    .font('bold')
    .fontSize(10)
    .fillColor('#374151')
    .text(t.number, 70, doc.y + 10);
  doc
    .font('body')
    .fontSize(13)
    .fillColor('#111827')
    .text(cert.number, 70, doc.y + 2);
  doc
    .font('body')
    .fontSize(8)
    .fillColor('#4B5563')
    .text(t.verify, 70, doc.y + 10, { width: W - 330 });
  doc
    .font('body')
    .fontSize(8)
    .fillColor(ACCENT)
    .text(cert.verificationUrl, 70, doc.y + 2, { width: W - 330, link: cert.verificationUrl });

  const { modules } = QRCode.create(cert.verificationUrl, { errorCorrectionLevel: 'M' });
  const qrSize = 110;
  const cell = qrSize / (modules.size + 2);
  const qx = W - 70 - qrSize;
  const qy = H - 70 - qrSize;
  doc.rect(qx, qy, qrSize, qrSize).fill('#FFFFFF');
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) {
      if (modules.get(y, x)) doc.rect(qx + (x + 1) * cell, qy + (y + 1) * cell, cell, cell);
    }
  }
  doc.fill('#000000');
  doc.link(qx, qy, qrSize, qrSize, cert.verificationUrl);

  doc.end();
  return done;
}
