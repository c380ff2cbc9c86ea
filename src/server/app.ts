/**
 * The Hono application: middleware, the API, and the built client.
 * `createApp(deps)` has no side effects (no timers, no connections), so tests
 * build one per suite and call it with `app.request()`.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { randomUUID } from 'node:crypto';
import type { AppDeps, AppEnv } from './app-env.ts';
import { requireSameOrigin } from './auth/same-origin.ts';
import { MAX_PHOTO_BYTES, PHOTO_REFUSALS } from '../domain/owner-photo-edits.ts';
import { errorBody, refuse } from './http/errors.ts';
import { renderError } from './http/render-error.ts';
import { REQUEST_TIMEOUT_MS, requestTimeout } from './http/request-faults.ts';
import { staticSite } from './http/static-site.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { PHOTO_UPLOAD_PATH } from './routes/admin/photos.ts';
import { authRoutes } from './routes/auth.ts';
import { bookingRoutes } from './routes/public/bookings.ts';
import { catalogueRoutes } from './routes/public/catalogue.ts';
import { healthRoutes } from './routes/public/health.ts';
import { lineWebhookRoutes, manageLineRoutes } from './routes/public/line.ts';
import { manageRoutes } from './routes/public/manage.ts';
import { photoFileRoutes } from './routes/public/photo-files.ts';
import { salonRoutes } from './routes/public/salon.ts';
import { manageWhatsappRoutes, whatsappWebhookRoutes } from './routes/public/whatsapp.ts';
import { depositWebhookRoutes } from './routes/public/stripe-webhook.ts';
import { depositStatusRoutes } from './routes/public/deposit-status.ts';

/** Largest accepted request body; a booking is well under 4 KB. */
export const MAX_BODY_BYTES = 64 * 1024;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The API, chained so that its type carries every route for the typed client (`hc<ApiType>`). */
export function createApi() {
  return new Hono<AppEnv>()
    .route('/health', healthRoutes)
    .route('/catalogue', catalogueRoutes)
    .route('/salon', salonRoutes)
    .route('/bookings', bookingRoutes)
    .route('/manage/line', manageLineRoutes)
    .route('/manage/whatsapp', manageWhatsappRoutes)
    .route('/manage', manageRoutes)
    .route('/line', lineWebhookRoutes)
    .route('/whatsapp', whatsappWebhookRoutes)
    .route('/deposits', depositWebhookRoutes)
    .route('/deposits', depositStatusRoutes)
    .route('/auth', authRoutes)
    .route('/admin', adminRoutes);
}

export type ApiType = ReturnType<typeof createApi>;

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 100) || randomUUID();
    const logger = deps.logger.child({ requestId });
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('logger', logger);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: deps.production ? 'max-age=31536000; includeSubDomains' : false,
      crossOriginEmbedderPolicy: false,
      // A response that chose its own policy keeps it (the customer's booking page sends no Referer).
      overwrite: false,
    }),
  );

  // A request that runs too long is answered 503 instead of holding its client (item 1).
  app.use('/api/*', requestTimeout(REQUEST_TIMEOUT_MS));

  // CSRF: state-changing staff requests must come from our own origin (decision record 032).
  // Before the body checks, so a cross-site form post gets 403, not 415.
  app.use('/api/admin/*', requireSameOrigin);
  app.use('/api/auth/*', requireSameOrigin);
  // The customer's changes through their private link.
  app.use('/api/manage/*', requireSameOrigin);

  // gzip/deflate for text (HTML, JS, CSS, JSON, SVG); images and fonts are already compressed.
  app.use('*', compress({ threshold: 1024 }));

  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw refuse(413, 'common:refusals.tooLarge');
    },
  });
  // A photo upload is the one body that is an image, not JSON, and may be megabytes (decision 241).
  const photoBodyLimit = bodyLimit({
    maxSize: MAX_PHOTO_BYTES,
    onError: () => {
      const key = `photos:${PHOTO_REFUSALS.tooLarge.key}`;
      // The upload screen reads the key from `details` (its progress bars use XMLHttpRequest, not readJson).
      throw refuse(413, key, { details: { key } });
    },
  });
  const isPhotoUpload = (method: string, path: string) => method === 'POST' && path === PHOTO_UPLOAD_PATH;
  app.use('/api/*', (c, next) =>
    isPhotoUpload(c.req.method, c.req.path) ? photoBodyLimit(c, next) : jsonBodyLimit(c, next),
  );

  // The API speaks JSON only: a body of any other type is refused before it reaches a handler.
  app.use('/api/*', async (c, next) => {
    // Node attaches a stream even to requests without a body, so the headers decide: a body is declared by a
    // positive Content-Length or by chunked Transfer-Encoding.
    const length = Number(c.req.header('content-length') ?? 0);
    const hasBody = length > 0 || c.req.header('transfer-encoding') !== undefined;
    // A photo upload's type is checked by its route, behind the staff guard (routes/admin/photos.ts).
    if (BODY_METHODS.has(c.req.method) && hasBody && !isPhotoUpload(c.req.method, c.req.path)) {
      const contentType = c.req.header('content-type') ?? '';
      if (!/^application\/json\s*(;|$)/i.test(contentType)) {
        throw refuse(415, 'common:refusals.jsonOnly');
      }
    }
    c.header('Cache-Control', 'no-store');
    await next();
  });

  app.route('/api', createApi());
  app.all('/api/*', () => {
    throw refuse(404, 'common:refusals.noSuchEndpoint');
  });

  // The owner's photos, from the database (content-hashed names, cached for a year).
  app.route('/photos', photoFileRoutes);

  if (deps.clientDir) app.route('/', staticSite(deps.clientDir));

  app.notFound((c) => c.json(errorBody(404, 'common:refusals.notFound'), 404));

  app.onError(renderError(deps.logger));

  return app;
}

export type App = ReturnType<typeof createApp>;
