import type { FastifyInstance } from 'fastify';
import { certificates } from '../../../common/contract/certificates.js';
import type { AppContext } from '../../context.js';
import { absoluteUrl } from '../../catalogue/site.js';
import { route } from '../../http/contract.js';
import { ok } from '../../http/envelope.js';
import { studentIdOf } from '../auth/index.js';
import { certificateFileName, renderCertificatePdf } from './render.js';
import * as service from './service.js';

/** Certificates: my list, the PDF of one of mine, and the public verification of a number. */
export default async function certificatesModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;
  route(app, certificates.mine, async (req) => ok(await service.myCertificates(db, studentIdOf(req.student, req.locale), req.locale)));
  route(app, certificates.download, async (req, reply) => {
    const cert = await service.certificateDocument(db, studentIdOf(req.student, req.locale), req.params.number, req.locale, (p) => absoluteUrl(ctx, p));
    const pdf = await renderCertificatePdf(cert, req.locale);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${certificateFileName(cert.number)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
  route(app, certificates.verify, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await service.verifyCertificate(db, req.params.number, req.locale));
  });
}
