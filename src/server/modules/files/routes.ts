import type { FastifyInstance } from 'fastify';
import { files } from '../../../common/contract/files.js';
import type { AppContext } from '../../context.js';
import { route } from '../../http/contract.js';
import { servePrivateFile } from './serve.js';

/** Private files by their signed URLs (issue 21). The URL is the credential: the route that made it checked access. */
export default async function filesModule(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, files.privateFile, async (req, reply) =>
    servePrivateFile(reply, { store: ctx.privateFiles, signer: ctx.fileSigner, nowMs: ctx.clock().getTime() }, req.params['*'], req.query, req.headers.range, req.locale),
  );
}
