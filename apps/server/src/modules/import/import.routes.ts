import {
  IMPORT_MESSAGES,
  ImportFileQuerySchema,
  ImportFileResultSchema,
  ImportHistorySchema,
  ImportIdParamsSchema,
  ImportResultSchema,
  ImportSaveInputSchema,
  ImportSaveResultSchema,
  ImportTextInputSchema,
  ImportUrlInputSchema,
  MAX_IMPORT_FILE_BYTES,
} from '@simmer/domain/import';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/app-error';
import { readUploadedImageFile } from '../../lib/uploads';
import { currentUser, type Guards } from '../../plugins/auth-guard';
import { rateLimitHook } from '../../plugins/openapi';
import type { ImportService } from './import.service';

/** Imports fetch pages, run OCR and may call the AI model: a few a minute per user is plenty. */
const IMPORTS_PER_MINUTE = 10;

/** The one recipe file of a multipart request (field "file"), at most MAX_IMPORT_FILE_BYTES. */
async function readUploadedRecipeFile(
  request: FastifyRequest,
): Promise<{ data: Buffer; fileName: string }> {
  const file = await request
    .file({ limits: { fileSize: MAX_IMPORT_FILE_BYTES, files: 1 } })
    .catch((error: { statusCode?: number }) => {
      if (error.statusCode !== undefined && error.statusCode < 500) throw error;
      throw badRequest(IMPORT_MESSAGES.chooseFile);
    });
  if (!file) throw badRequest(IMPORT_MESSAGES.chooseFile);
  const data = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.fileTooLarge);
    }
    throw error;
  });
  if (!data.length) throw badRequest(IMPORT_MESSAGES.chooseFile);
  return { data, fileName: file.filename };
}

export function importRoutes(service: ImportService, guards: Guards): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    // Signed in with recipes.ai (spec 2 §6) before anything else, so a visitor learns nothing.
    const canImport = guards.requirePermission('recipes.ai');
    // Counted per user (after the session is known), shared by every route that does the work.
    const importLimit = rateLimitHook(
      app.rateLimit({
        max: IMPORTS_PER_MINUTE,
        timeWindow: 60_000,
        groupId: 'recipe-imports',
        keyGenerator: (request) => `import:${currentUser(request).id}`,
      }),
    );
    const tags = ['import'];

    app.post(
      '/api/imports/url',
      {
        onRequest: canImport,
        preHandler: importLimit,
        schema: {
          tags,
          summary:
            'Import a recipe from a web page: structured data, then microdata, then the page itself (AI when configured). Answers only the existing recipe when the user already has one from this address, unless force is set.',
          body: ImportUrlInputSchema,
          response: { 200: ImportResultSchema },
        },
      },
      async (request) => service.importUrl(currentUser(request), request.body),
    );

    app.post(
      '/api/imports/text',
      {
        onRequest: canImport,
        preHandler: importLimit,
        schema: {
          tags,
          summary: 'Import a recipe from pasted text',
          body: ImportTextInputSchema,
          response: { 200: ImportResultSchema },
        },
      },
      async (request) => service.importText(currentUser(request), request.body),
    );

    app.post(
      '/api/imports/image',
      {
        onRequest: canImport,
        preHandler: importLimit,
        schema: {
          tags,
          summary:
            'Import a recipe from a photo or screenshot (multipart field "file": JPEG, PNG or WebP up to 5 MB), read by OCR',
          consumes: ['multipart/form-data'],
          response: { 200: ImportResultSchema },
        },
      },
      async (request) =>
        service.importImage(currentUser(request), await readUploadedImageFile(request)),
    );

    app.post(
      '/api/imports/file',
      {
        onRequest: canImport,
        preHandler: importLimit,
        schema: {
          tags,
          summary:
            'Import a recipe from a recipe file (multipart field "file", up to 5 MB): schema.org Recipe JSON-LD as Simmer exports it or as other apps write it — one Recipe, an array or an @graph. `recipe` picks one of the file’s recipes (from 0); the answer lists the names of all of them.',
          consumes: ['multipart/form-data'],
          querystring: ImportFileQuerySchema,
          response: { 200: ImportFileResultSchema },
        },
      },
      async (request) =>
        service.importFile(
          currentUser(request),
          await readUploadedRecipeFile(request),
          request.query.recipe,
        ),
    );

    app.get(
      '/api/imports',
      {
        onRequest: canImport,
        schema: {
          tags,
          summary: 'The user’s recent import attempts, newest first',
          response: { 200: ImportHistorySchema },
        },
      },
      async (request) => ({ imports: await service.list(currentUser(request)) }),
    );

    app.post(
      '/api/imports/:id/retry',
      {
        onRequest: canImport,
        preHandler: importLimit,
        schema: {
          tags,
          summary: 'Try a failed import again with the same page, text or photo',
          params: ImportIdParamsSchema,
          response: { 200: ImportResultSchema },
        },
      },
      async (request) => service.retry(currentUser(request), request.params.id),
    );

    app.post(
      '/api/imports/:id/save',
      {
        onRequest: canImport,
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        schema: {
          tags,
          summary:
            'Save a reviewed import as a private recipe (the normal creation rules apply), with the offered images the user kept',
          params: ImportIdParamsSchema,
          body: ImportSaveInputSchema,
          response: { 201: ImportSaveResultSchema },
        },
      },
      async (request, reply) => {
        const { imageUrls, ...recipe } = request.body;
        reply.code(201);
        return service.save(currentUser(request), request.params.id, { ...recipe, imageUrls });
      },
    );

    app.delete(
      '/api/imports/:id',
      {
        onRequest: canImport,
        schema: {
          tags,
          summary: 'Remove an import from the history',
          params: ImportIdParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.remove(currentUser(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    done();
  };
}
