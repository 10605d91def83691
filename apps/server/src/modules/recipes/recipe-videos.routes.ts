import {
  RecipeVideosSchema,
  SaveBookmarkInputSchema,
  SaveBookmarksInputSchema,
  VIDEO_KINDS,
  VIDEO_MAX_BYTES,
  VIDEO_MESSAGES,
} from '@simmer/domain/recipe-video';
import { RecipeIdParamsSchema } from '@simmer/domain/recipes';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/app-error';
import { currentUser, type Guards } from '../../plugins/auth-guard';
import type { RecipeVideosService } from './recipe-videos.service';

const VideoParamsSchema = RecipeIdParamsSchema.extend({
  kind: z.enum(VIDEO_KINDS, { error: 'Video kind must be longform or shortform' }),
});
const BookmarkParamsSchema = RecipeIdParamsSchema.extend({
  stepIndex: z.coerce.number().int().min(0).max(99),
});

/** Room for the multipart envelope around a file of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * Recipe videos and step bookmarks (spec 2 §4 cook mode and its editor, §5 video upload):
 * uploads stream to storage, refused by their bytes when not a video and stopped while
 * streaming past the size limit; files are served by the media route with range requests.
 */
export function recipeVideosRoutes(
  service: RecipeVideosService,
  guards: Guards,
  options: { maxBytes?: number } = {},
): FastifyPluginCallbackZod {
  const maxBytes = options.maxBytes ?? VIDEO_MAX_BYTES;
  return (app, _options, done) => {
    const tags = ['recipes'];

    app.get(
      '/api/recipes/:id/videos',
      {
        preHandler: guards.requirePermission('recipes.read'),
        schema: {
          tags,
          summary:
            "A recipe's videos and step bookmarks for cook mode (none for a premium recipe not bought)",
          params: RecipeIdParamsSchema,
          response: { 200: RecipeVideosSchema },
        },
      },
      (request) => service.get(currentUser(request), request.params.id),
    );

    app.put(
      '/api/recipes/:id/videos/:kind',
      {
        onRequest: guards.requireChefOrAdmin,
        config: { rateLimit: { max: 20, timeWindow: 60_000 } },
        schema: {
          tags,
          summary:
            'Upload the long or short video (multipart field "file", up to 500 MB, MP4, QuickTime, WebM or Ogg by its bytes); the recipe creator (chef) or an admin',
          consumes: ['multipart/form-data'],
          params: VideoParamsSchema,
          response: { 200: RecipeVideosSchema },
        },
      },
      async (request) => {
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > maxBytes + MULTIPART_OVERHEAD) {
          throw new AppError('PAYLOAD_TOO_LARGE', VIDEO_MESSAGES.invalid);
        }
        const file = await request
          .file({ limits: { fileSize: maxBytes + 1, files: 1 } })
          .catch((error: { statusCode?: number }) => {
            if (error.statusCode !== undefined && error.statusCode < 500) throw error;
            throw badRequest(VIDEO_MESSAGES.invalid);
          });
        if (!file) throw badRequest(VIDEO_MESSAGES.invalid);
        return service.upload(
          currentUser(request),
          request.params.id,
          request.params.kind,
          file.file,
        );
      },
    );

    app.delete(
      '/api/recipes/:id/videos/shortform',
      {
        onRequest: guards.requireChefOrAdmin,
        schema: {
          tags,
          summary: 'Remove the short video',
          params: RecipeIdParamsSchema,
          response: { 200: RecipeVideosSchema },
        },
      },
      (request) => service.removeShortForm(currentUser(request), request.params.id),
    );

    app.put(
      '/api/recipes/:id/videos/bookmarks',
      {
        onRequest: guards.requireChefOrAdmin,
        schema: {
          tags,
          summary: "Save Changes: every step's segment of the long video, replacing the others",
          params: RecipeIdParamsSchema,
          body: SaveBookmarksInputSchema,
          response: { 200: RecipeVideosSchema },
        },
      },
      (request) =>
        service.saveBookmarks(currentUser(request), request.params.id, request.body.bookmarks),
    );

    app.put(
      '/api/recipes/:id/videos/bookmarks/:stepIndex',
      {
        onRequest: guards.requireChefOrAdmin,
        schema: {
          tags,
          summary: "One step's segment, saved when a marker is released (userModified)",
          params: BookmarkParamsSchema,
          body: SaveBookmarkInputSchema,
          response: { 200: RecipeVideosSchema },
        },
      },
      (request) =>
        service.saveBookmark(
          currentUser(request),
          request.params.id,
          request.params.stepIndex,
          request.body,
        ),
    );

    done();
  };
}
