import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_PREFIX } from '../lib/storage';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves uploaded media and, when built, the web app with long-lived caching for hashed assets. */
export async function registerStatic(
  app: FastifyInstance,
  options: { webDist: string | null; mediaRoot: string },
): Promise<{ hasWeb: boolean }> {
  await app.register(fastifyStatic, {
    root: options.mediaRoot,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    // Media keys carry a timestamp, so a given URL never changes content.
    setHeaders: (res) => {
      res.setHeader('cache-control', IMMUTABLE);
    },
  });

  const hasWeb = Boolean(options.webDist && existsSync(path.join(options.webDist, 'index.html')));
  if (hasWeb && options.webDist) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', isHashedAsset ? IMMUTABLE : 'no-cache');
      },
    });
  }
  return { hasWeb };
}
