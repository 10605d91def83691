import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { trustProxyOption, type AppConfig } from './config/env';
import type { Database } from './db/client';
import { createAiClient } from './lib/ai-client';
import { createMediaSigner } from './lib/media-signature';
import { safeFetch } from './lib/safe-fetch';
import { AppError, forbidden } from './lib/app-error';
import { createLocalStorage, type Storage } from './lib/storage';
import {
  AUTH_OPERATIONS,
  accountsRoutes,
  createAccountsRepository,
  createAccountsService,
  createAuth,
  registerAuthRoutes,
  type AccountsService,
  type Auth,
} from './modules/accounts';
import {
  analyticsRoutes,
  createAnalyticsService,
  type AnalyticsService,
} from './modules/analytics';
import {
  billingRoutes,
  createBillingService,
  createRevenueReader,
  createPaymentProvider,
  createPurchasesService,
  purchasesRoutes,
  startLocalRenewalSweep,
  type BillingService,
} from './modules/billing';
import {
  chefsRoutes,
  createChefsService,
  createRecipeVideosService,
  recipeVideosRoutes,
  type RecipeVideosService,
  createRecipesService,
  recipesRoutes,
  type RecipesService,
} from './modules/recipes';
import {
  createIngredientEnrichment,
  createIngredientsService,
  ingredientsRoutes,
  type IngredientEnrichment,
  type IngredientsService,
} from './modules/ingredients';
import { createGroceryService, groceryRoutes, type GroceryService } from './modules/grocery';
import {
  createImportService,
  createOcrService,
  createPageReader,
  extractRecipeWithAi,
  importRoutes,
  type ImportService,
} from './modules/import';
import { createRecipeExportService, recipeExportRoutes } from './modules/recipe-export';
import {
  createMealPlansService,
  mealPlansRoutes,
  type MealPlansService,
} from './modules/meal-plans';
import { createMealAssistantService, mealAssistantRoutes } from './modules/meal-assistant';
import { createSuggestionsService, suggestionsRoutes } from './modules/suggestions';
import { createPlanningService, planningRoutes } from './modules/planning';

import { createOnboardingService, onboardingRoutes } from './modules/onboarding';
import {
  adminRecipesRoutes,
  adminRoutes,
  createAdminRecipesService,
  adminAccessRoutes,
  createAdminAccessService,
  adminReportsRoutes,
  createAdminReportsService,
  createAdminService,
} from './modules/admin';
import { createAuditService } from './modules/audit';
import { chefSignupRoutes, createChefSignupService } from './modules/chefs';
import { createGuards, type Guards } from './plugins/auth-guard';
import { healthRoutes } from './modules/health';
import { handleFrameworkError, registerErrorHandling, sendError } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { withImagePreload, withNoIndex, withPageHead } from './plugins/page-head';
import { RequestLog } from './plugins/request-log';
import { registerIdempotency } from './plugins/idempotency';
import { createDatabaseRateLimitStore } from './plugins/rate-limit-store';
import { inlineScriptHashes } from './plugins/inline-scripts';
import { createRoutePreloads } from './plugins/route-preload';
import {
  createServerViews,
  loadRenderModule,
  renderModuleFile,
  type ServerViews,
} from './plugins/server-render';
import { registerStatic } from './plugins/static';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Directory of the built web app; null serves the API only. */
  webDist?: string | null;
  /** Pino logger options, or false for silence (tests). */
  logger?: boolean | { level: string };
  /** The billing clock (the money-back window, the local provider's periods); tests move it. */
  clock?: () => Date;
}

export interface AppServices {
  auth: Auth;
  storage: Storage;
  guards: Guards;
  accounts: AccountsService;
  analytics: AnalyticsService;
  recipes: RecipesService;
  recipeVideos: RecipeVideosService;
  ingredients: IngredientsService;
  ingredientEnrichment: IngredientEnrichment;
  grocery: GroceryService;
  mealPlans: MealPlansService;
  imports: ImportService;
  billing: BillingService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export const APP_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

export const DEFAULT_WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

/** Builds the HTTP application without listening; `server.ts` listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // Successful requests at debug; only failed and slow ones at info (see RequestLog).
    logController: new RequestLog(),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // X-Forwarded-For is believed only from configured proxies (TRUST_PROXY); off by default.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const publicOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // CSRF: a browser write that carries our cookie must come from our own pages.
    const origin = request.headers.origin;
    const isWrite = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    if (isWrite && request.headers.cookie && origin && origin !== publicOrigin) {
      throw forbidden('Cross-site request refused');
    }
  });

  const webDist = options.webDist === undefined ? DEFAULT_WEB_DIST : options.webDist;
  // The built pages' own inline script (the colour scheme, applied before the first paint), by hash.
  const builtPages = webDist
    ? ['index.html', 'landing.html']
        .map((name) => path.join(webDist, name))
        .filter((file) => existsSync(file))
        .map((file) => readFileSync(file, 'utf8'))
    : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(builtPages)],
        // Mantine sets style attributes at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  // Before compression: it keeps answers as they were before they were compressed.
  registerIdempotency(app, database.db, (request) => app.services.guards.optionalUser(request));
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // On PostgreSQL any number of processes (SERVER_WORKERS, or instances behind a balancer)
    // count in the database, so a limit holds across them; PGlite's one process counts in memory.
    store: database.kind === 'postgres' ? createDatabaseRateLimitStore(database.db) : undefined,
    // Signed-in callers are counted per user: changing address does not reset their budget,
    // and people behind one address do not share it. Visitors are counted per address.
    keyGenerator: async (request) => {
      const user = await app.services.guards.optionalUser(request);
      return user ? `user:${user.id}` : request.ip;
    },
  });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });
  await registerOpenApi(app, APP_VERSION, { extraOperations: AUTH_OPERATIONS });

  const uploadsRoot = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsRoot, { recursive: true });
  const storage = createLocalStorage(uploadsRoot);
  const auth = createAuth(config, database.db);
  const analytics = createAnalyticsService(database.db, app.log);
  // Import photos are private: kept outside the public media folder.
  const privateStorage = createLocalStorage(path.join(config.dataDir, 'private'));
  const accounts = createAccountsService({
    db: database.db,
    storage,
    privateStorage,
    analytics,
    auth,
    // Billing is built below; this runs only when an account is deleted.
    beforeDelete: (userId) => billing.cancelForAccountDeletion(userId),
  });
  const guards = createGuards(auth, database.db, (userId) => accounts.markActive(userId));
  const ai = createAiClient(config.anthropic, app.log);
  const ingredientEnrichment = createIngredientEnrichment({
    db: database.db,
    ai,
    log: app.log,
  });
  // Before the database closes: an enrichment batch must not write into a closed database.
  app.addHook('onClose', () => ingredientEnrichment.close());
  const ingredients = createIngredientsService({
    db: database.db,
    log: app.log,
    enrichment: ingredientEnrichment,
  });
  const recipes = createRecipesService({
    db: database.db,
    storage,
    publicUrl: config.publicUrl,
    mediaSigner: createMediaSigner(config.sessionSecret),
    ingredients,
  });
  const viewerOf = (userId: string) => accounts.viewerOf(userId);
  const grocery = createGroceryService({
    db: database.db,
    ingredients,
    measurementSystemOf: async (userId) =>
      (await accounts.getSettings(userId)).preferences.measurementSystem,
    // A day left pending by a crash is rebuilt by the meal plan's rules, as its owner sees recipes.
    plannedMealsOf: async (userId) => {
      const viewer = await viewerOf(userId);
      return viewer ? mealPlans.plannedMealsOf(viewer) : null;
    },
    log: app.log,
    pauseBeforeListRebuildMs: config.testHooks.pauseBeforeListRebuildMs,
  });
  const mealPlans = createMealPlansService({
    db: database.db,
    recipes,
    ingredients,
    grocery,
    defaultServingsOf: async (userId) =>
      (await accounts.getSettings(userId)).preferences.defaultServings,
    profileCompletedOf: async (userId) => (await accounts.getProfile(userId)).onboardingCompleted,
    viewerOf,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const ocr = createOcrService({ log: app.log });
  app.addHook('onClose', () => ocr.close());
  const pageReader = createPageReader({ log: app.log });
  app.addHook('onClose', () => pageReader.close());
  const imports = createImportService({
    db: database.db,
    storage: privateStorage,
    recipes,
    log: app.log,
    fetch: (url, options) =>
      safeFetch(url, { ...options, allowedPrivateHosts: config.imports.allowedPrivateHosts }),
    extractHtml: (html, pageUrl) => pageReader.read(html, pageUrl),
    ocr,
    aiExtract: ai ? (input, options) => extractRecipeWithAi(ai, input, options) : null,
  });
  // The local provider reports its events to the same handler as Stripe's verified webhooks.
  const paymentProvider = createPaymentProvider(
    config,
    database.db,
    (event) => billing.processEvent(event),
    options.clock,
  );
  const billing = createBillingService({
    db: database.db,
    provider: paymentProvider,
    analytics,
    publicUrl: config.publicUrl,
    log: app.log,
    now: options.clock,
  });
  // The local provider's trials and periods end on a sweep too, not only when read.
  const stopRenewalSweep = startLocalRenewalSweep(billing, paymentProvider, app.log);
  app.addHook('onClose', () => stopRenewalSweep());
  const recipeVideos = createRecipeVideosService({
    db: database.db,
    storage,
    recipes,
    log: app.log,
    maxBytes: config.videoMaxBytes,
  });
  app.decorate('services', {
    auth,
    storage,
    guards,
    accounts,
    analytics,
    recipes,
    recipeVideos,
    ingredients,
    ingredientEnrichment,
    grocery,
    mealPlans,
    imports,
    billing,
  });

  registerAuthRoutes(app, {
    auth,
    origin: config.publicUrl,
    repository: createAccountsRepository(database.db),
    limits: config.authRateLimits,
  });
  await app.register(healthRoutes(database, APP_VERSION));
  await app.register(
    accountsRoutes(accounts, guards, { googleEnabled: Boolean(config.google.clientId) }),
  );
  await app.register(analyticsRoutes(analytics, guards));
  await app.register(recipesRoutes(recipes, guards));
  await app.register(recipeVideosRoutes(recipeVideos, guards, { maxBytes: config.videoMaxBytes }));
  await app.register(
    recipeExportRoutes(
      createRecipeExportService({ db: database.db, recipes, publicUrl: config.publicUrl }),
      guards,
    ),
  );
  await app.register(chefsRoutes(createChefsService({ db: database.db, recipes }), guards));
  await app.register(
    chefSignupRoutes(createChefSignupService({ db: database.db, accounts }), guards, {
      demoUrl: config.chefs.demoUrl,
    }),
  );
  await app.register(
    ingredientsRoutes({
      service: ingredients,
      guards,
      reprocessRecipe: (viewer, recipeId) => recipes.reprocessIngredients(viewer, recipeId),
    }),
  );

  await app.register(mealPlansRoutes(mealPlans, guards, { publicUrl: config.publicUrl }));
  await app.register(
    mealAssistantRoutes(
      createMealAssistantService({
        mealPlans,
        recipes,
        weekStartOf: async (userId) => (await accounts.getSettings(userId)).preferences.startOfWeek,
        ai,
        aiTimeoutMs: config.anthropic.timeoutMs,
        log: app.log,
      }),
      guards,
    ),
  );
  await app.register(groceryRoutes(grocery, guards));
  const planning = createPlanningService({
    db: database.db,
    accounts,
    recipes,
    mealPlans,
    ai,
    aiTimeoutMs: config.anthropic.timeoutMs,
    log: app.log,
  });
  await app.register(
    suggestionsRoutes(createSuggestionsService({ db: database.db, recipes, mealPlans }), guards),
  );
  await app.register(planningRoutes(planning, guards));
  await app.register(importRoutes(imports, guards));
  await app.register(billingRoutes(billing, guards));
  await app.register(
    purchasesRoutes(
      createPurchasesService({
        db: database.db,
        provider: paymentProvider,
        publicUrl: config.publicUrl,
        log: app.log,
        customerFor: billing.customerFor,
      }),
      guards,
    ),
  );

  await app.register(
    onboardingRoutes(
      createOnboardingService({
        db: database.db,
        saveQuestionnaireResult: (userId, result) =>
          accounts.saveQuestionnaireResult(userId, result),
        previewWeek: (input) => planning.previewWeek(input),
        countUnpurchasedAfterRepair: (userId, today) => grocery.countUnpurchased(userId, today),
        log: app.log,
      }),
      guards,
    ),
  );

  await app.register(
    adminRoutes(createAdminService({ db: database.db }), createAuditService(database.db), guards),
  );
  await app.register(adminRecipesRoutes(createAdminRecipesService({ db: database.db }), guards));
  await app.register(
    adminAccessRoutes(createAdminAccessService({ db: database.db, recipes }), guards),
  );
  await app.register(
    adminReportsRoutes(
      createAdminReportsService({
        db: database.db,
        revenue: createRevenueReader(database.db),
        analytics,
      }),
      createAuditService(database.db),
      guards,
    ),
  );

  const { hasWeb } = await registerStatic(app, { webDist, mediaRoot: uploadsRoot });
  const indexHtml =
    hasWeb && webDist ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : null;
  // Each screen's page names the files its route needs, so they load beside the app's entry.
  const pages = indexHtml && webDist ? createRoutePreloads(webDist, indexHtml) : null;
  // The landing page prerendered for visitors (apps/web/scripts/prerender-landing.mjs).
  const landingFile = webDist ? path.join(webDist, 'landing.html') : null;
  const landingHtml =
    indexHtml && landingFile && existsSync(landingFile) ? readFileSync(landingFile, 'utf8') : null;

  if (landingHtml && indexHtml) {
    // `/` is the landing page for visitors, sent as plain HTML with no app to load first; a
    // signed-in user gets the app (their dashboard). A route, not the not-found handler, so the
    // page is compressed. The answer depends on the session cookie.
    app.get('/', { schema: { hide: true } }, async (request, reply) => {
      const user = await guards.optionalUser(request).catch((error: unknown) => {
        // The page still answers (as a visitor's): the app itself reports a broken session.
        request.log.warn({ err: error }, 'session check for the landing page failed');
        return undefined;
      });
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        .send(user ? (pages?.html('/') ?? indexHtml) : landingHtml);
    });
  }

  // Signed-in screens arrive drawn (ADR 0033): routes, not the not-found handler, so the page
  // (which carries the view's data) is compressed.
  // The renderer (React, Mantine and the routes' code) starts loading once the app is ready, in
  // the background, so the server answers its health check no later for it; a page asked for
  // meanwhile waits for it, and where it cannot load, pages go out plain.
  let serverViews: Promise<ServerViews | null> | undefined;
  const loadServerViews = () =>
    (serverViews ??=
      indexHtml && config.serverViewBudgetMs > 0
        ? loadRenderModule(renderModuleFile(webDist), app.log).then((module) =>
            module ? createServerViews(app, module, { budgetMs: config.serverViewBudgetMs }) : null,
          )
        : Promise.resolve(null));
  app.addHook('onReady', (done) => {
    void loadServerViews();
    done();
  });

  /** Sends a screen's page, with its first view drawn in when the server can draw it. */
  async function sendScreen(request: FastifyRequest, reply: FastifyReply, page: string) {
    const drawn = (await (await loadServerViews())?.draw(request, page)) ?? null;
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8')
      .send(drawn ?? page);
  }

  /** The poster cook mode shows for this viewer, when the recipe has a video they may watch. */
  async function cookModePoster(request: FastifyRequest, rawId: string): Promise<string | null> {
    try {
      const viewer = await guards.optionalUser(request);
      if (!viewer) return null;
      const videos = await recipeVideos.get(viewer, decodeURIComponent(rawId));
      const hasVideo = Boolean(videos.shortFormUrl || videos.longFormUrl);
      return hasVideo ? videos.posterUrl : null;
    } catch (error) {
      // Not found, not theirs, a malformed id: the page says so itself. Anything else is logged.
      if (!(error instanceof AppError) && !(error instanceof URIError)) {
        request.log.warn({ err: error }, 'cook mode poster lookup failed');
      }
      return null;
    }
  }

  /**
   * Cook mode's page: its largest paint is the video's poster, named in the page so it loads
   * while the app's code does (issue 18), only for a viewer who may see it.
   */
  async function cookModePage(request: FastifyRequest, pathname: string, rawId: string) {
    const page = pages?.html(pathname) ?? indexHtml!;
    const poster = await cookModePoster(request, rawId);
    return poster ? withImagePreload(page, poster) : page;
  }

  if (indexHtml) {
    for (const screen of ['/recipes', '/meal-planner', '/grocery-list']) {
      app.get(screen, { schema: { hide: true } }, (request, reply) =>
        sendScreen(request, reply, pages?.html(screen) ?? indexHtml),
      );
    }
    app.get<{ Params: { id: string } }>(
      '/recipes/:id/cook-mode',
      { schema: { hide: true } },
      async (request, reply) =>
        sendScreen(
          request,
          reply,
          await cookModePage(request, request.url.split('?')[0] ?? '', request.params.id),
        ),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const isSharedRecipe = pathname.startsWith('/recipe/shared/');
    // A missing file (/sitemap.xml, an old /assets/…js) is a 404, not the app's HTML in its place;
    // every address under /recipe/shared/ shows the shared recipe view (spec 2 §1).
    const looksLikeFile = /\/[^/]*\.[A-Za-z0-9]{1,12}$/.test(pathname) && !isSharedRecipe;
    if (
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/media/') &&
      !looksLikeFile &&
      wantsPage &&
      hasWeb
    ) {
      const shared = /^\/recipe\/shared\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
      if (shared && indexHtml) {
        const page = pages?.html(pathname) ?? indexHtml;
        // Crawlers and link previews run no script: the shared page's head is written here.
        return recipes.sharedRecipeHead(shared[1]!, shared[2]!).then((head) =>
          reply
            .header('cache-control', 'no-cache')
            .type('text/html; charset=utf-8')
            .send(head ? withPageHead(page, head) : withNoIndex(page)),
        );
      }
      const cookMode = /^\/recipes\/([^/]+)\/cook-mode\/?$/.exec(pathname);
      if (cookMode && indexHtml) {
        return cookModePage(request, pathname, cookMode[1]!).then((page) =>
          reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page),
        );
      }
      // Client-side routes: the web app decides what to render.
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(pages?.html(pathname) ?? indexHtml);
    }
    return sendError(reply, 404, 'NOT_FOUND', `Route ${request.method} ${pathname} not found`);
  });

  return app;
}
