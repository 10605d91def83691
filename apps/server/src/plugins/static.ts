import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMMUTABLE_CACHE, MEDIA_PREFIX } from '../lib/storage';
import { sendError } from './errors';

/**
 * Whether a file under the media root may be sent and how it may be cached. Recipe images follow
 * their recipe's visibility (recipes service), recipe videos whether the viewer may see the
 * recipe's content (recipe videos service); other files (avatars) are public. @fastify/static
 * answers range requests, so a video seeks without downloading what comes before.
 */
async function mediaAccess(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ cacheControl: string } | undefined> {
  const file = (request.params as { '*'?: string })['*'] ?? '';
  // Only plain paths: 'users/../recipes/…' would reach a recipe's image past its check.
  const segments = file.split('/');
  if (segments.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\')))
    return undefined;
  if (segments[0] !== 'recipes') return { cacheControl: IMMUTABLE_CACHE };
  const { recipes, recipeVideos, guards } = app.services;
  if (segments[2] === 'videos') {
    return recipeVideos.videoAccess(file, () => guards.optionalUser(request));
  }
  return recipes.imageAccess(file, request.query as Record<string, unknown>, () =>
    guards.optionalUser(request),
  );
}

/** Serves uploaded media and, when built, the web app with long-lived caching for hashed assets. */
export async function registerStatic(
  app: FastifyInstance,
  options: { webDist: string | null; mediaRoot: string },
): Promise<{ hasWeb: boolean }> {
  await app.register(async (media) => {
    // A private recipe's image is refused exactly as a missing file is, so it leaks nothing.
    media.addHook('onRequest', async (request, reply) => {
      const access = await mediaAccess(app, request);
      if (!access) {
        const pathname = request.url.split('?')[0] ?? '';
        return sendError(reply, 404, 'NOT_FOUND', `Route ${request.method} ${pathname} not found`);
      }
      reply.header('cache-control', access.cacheControl);
    });
    await media.register(fastifyStatic, {
      root: options.mediaRoot,
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      index: false,
      cacheControl: false,
    });
  });

  const hasWeb = Boolean(options.webDist && existsSync(path.join(options.webDist, 'index.html')));
  if (hasWeb && options.webDist) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      cacheControl: false,
      // The build writes `.br` and `.gz` beside each hashed text asset (apps/web/vite.config.ts):
      // sent as they are, at a better ratio than compressing per response, with no CPU spent.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', isHashedAsset ? IMMUTABLE_CACHE : 'no-cache');
        if (isHashedAsset) res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  return { hasWeb };
}
