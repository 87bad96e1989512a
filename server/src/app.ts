import crypto from 'node:crypto';
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { LIMITS } from '@portal/contract';
import type { Config } from './config.js';
import type { AppContext } from './platform/context.js';
import type { Database } from './platform/db.js';
import { answerClientError, answerFrameworkError, SECURITY_HEADERS } from './platform/security-headers.js';
import { httpPlatform, logRequest } from './platform/http.js';
import { slowRequestLog } from './platform/slow-requests.js';
import { requestMetrics, RequestStats } from './platform/request-metrics.js';
import { watchAccessChanges } from './platform/session.js';
import { LinkTickets, ticketRoutes } from './platform/tickets.js';
import { readLicence, type Licence } from './platform/licence.js';
import { createMailer } from './platform/mail.js';
import type { FileStorage } from './platform/files.js';
import { openFileStorage } from './platform/file-storage.js';
import { PasswordCipher } from './platform/security.js';
import { ReadCache, watchChanges } from './platform/read-cache.js';
import { publicRateLimits } from './platform/rate-limit.js';
import { uploadGate } from './platform/upload.js';
import { serveWebApp } from './platform/web-static.js';
import type { RoutesPlugin } from './platform/routes.js';
import { accessRoutes } from './modules/access/access.routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { labourTimeRoutes } from './modules/labour-times/labour-times.routes.js';
import { specialToolRoutes } from './modules/special-tools/special-tools.routes.js';
import { manualsRoutes } from './modules/manuals/manuals.routes.js';
import { inquiryRoutes } from './modules/inquiry/inquiry.routes.js';
import { bulletinsRoutes } from './modules/bulletins/bulletins.routes.js';
import { downloadsRoutes } from './modules/downloads/downloads.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { responsiblePersonRoutes } from './modules/inquiry/inquiry.responsible-persons.routes.js';
import { refdataRoutes } from './modules/refdata/refdata.routes.js';
import { dictionariesRoutes } from './modules/dictionaries/dictionaries.routes.js';
import { casesRoutes } from './modules/cases/cases.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { favoritesRoutes } from './modules/favorites/favorites.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { outboxRoutes } from './modules/outbox/outbox.routes.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { PRODUCT_VERSION } from './modules/system/index.js';
import { revokeUserTokens } from './modules/auth/index.js';
import { groupsRoutes } from './modules/groups/groups.routes.js';
import { homeRoutes } from './modules/home/home.routes.js';
import { translationsRoutes, watchTranslations } from './modules/translations/index.js';
import { performanceRoutes } from './modules/performance/index.js';
import { logsRoutes } from './modules/logs/logs.routes.js';
import { vipRoutes } from './modules/vip/vip.routes.js';

/** Exact lookups' answers kept per process (a VIN, a code, their languages): about 1 KB of JSON each. */
export const CATALOGUE_CACHE_ENTRIES = 20_000;
/** The channel the catalogue tables' triggers notify (migration 0013). */
export const CATALOGUE_CHANNEL = 'portal_catalogue';

/** Every domain's routes; a new capability adds its module here. */
const MODULES: RoutesPlugin[] = [systemRoutes, authRoutes, ticketRoutes, usersRoutes, accessRoutes, catalogueRoutes, labourTimeRoutes, specialToolRoutes, manualsRoutes, refdataRoutes, dictionariesRoutes, responsiblePersonRoutes, casesRoutes, filesRoutes, inquiryRoutes, favoritesRoutes, notificationsRoutes, ordersRoutes, outboxRoutes, groupsRoutes, bulletinsRoutes, feedbackRoutes, downloadsRoutes, homeRoutes, translationsRoutes, vipRoutes, performanceRoutes, logsRoutes];

export interface AppDeps {
  config: Config;
  database: Database;
  /** Overrides the licence file (tests). */
  licence?: Licence;
  /** Overrides the clock (tests). */
  now?: () => Date;
  /** Defaults to the configured driver (FILE_STORAGE, platform/file-storage.ts). */
  files?: FileStorage;
  /** Where the log goes (tests read it); stdout by default. */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    // Request lines never carry a token or ticket (logRequest redacts them from the URL).
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, stream: deps.logStream, serializers: { req: logRequest } },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: LIMITS.pathParamMax },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let licence = deps.licence ?? readLicence(config.licenceFile, config.licencePublicKeyFile);
  if (licence.problem) app.log.error(licence.problem);
  const ctx: AppContext = {
    db: database.db,
    config,
    cipher: await PasswordCipher.load(database.db),
    mailer: createMailer(database.db, app.log, config.smtpUrl, config.mailFrom),
    files: deps.files ?? openFileStorage(config, database.db),
    licence: () => licence,
    now: deps.now ?? (() => new Date()),
    catalogueCache: new ReadCache<string>(CATALOGUE_CACHE_ENTRIES),
    tickets: await LinkTickets.load(database.db),
    listen: database.listen,
    sessions: { revokeUser: (userId, exceptTokenId) => revokeUserTokens(ctx, userId, exceptTokenId) },
    requestStats: new RequestStats(),
  };
  const stopWatching = await watchChanges(database.listen, CATALOGUE_CHANNEL, [ctx.catalogueCache]);
  app.addHook('onClose', async () => stopWatching());
  // Text overrides (decision 039): every instance reads them again when one changes them.
  const stopTranslations = await watchTranslations(ctx);
  app.addHook('onClose', async () => stopTranslations());
  app.decorate('ctx', ctx);
  app.decorate('setLicence', (next: Licence) => { licence = next; });

  await app.register(helmet, SECURITY_HEADERS);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Service portal API', version: PRODUCT_VERSION, description: 'Technical after-sales information portal for electric two-wheelers. Send the login token in the `token` header.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
    transform: jsonSchemaTransform,
    // Puts schemas with an id (the recursive catalogue tree node) into components, where their $refs point.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(slowRequestLog, { slowMs: config.slowRequestMs });
  // before the guard: refused requests count too
  await app.register(requestMetrics, { stats: ctx.requestStats, now: () => ctx.now() });
  await app.register(httpPlatform, { db: database.db, licence: ctx.licence, caches: [ctx.catalogueCache], tickets: ctx.tickets });
  const stopWatchingAccess = await watchAccessChanges(database.listen, app.tokenCache);
  app.addHook('onClose', async () => stopWatchingAccess());
  await app.register(publicRateLimits, { db: database.db, settings: config.rateLimit });
  await app.register(uploadGate, { db: database.db, quotas: config.uploadQuota, rate: config.uploadRate, now: () => ctx.now() });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  for (const routes of MODULES) await app.register(async (scope) => routes(scope, ctx));

  if (fs.existsSync(config.webDist)) {
    await serveWebApp(app, config.webDist);
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Swaps the licence in use (tests of expiry). */
    setLicence(licence: Licence): void;
  }
}
