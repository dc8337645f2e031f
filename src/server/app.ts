import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type onSendHookHandler } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAccessControl } from './auth/access';
import { staffAuthRoutes } from './routes/staff-auth';
import { staffRoutes } from './routes/staff';
import { mySessionRoutes } from './routes/my-sessions';
import { staffReEnrolmentRoutes } from './routes/staff-re-enrolment';
import type { StaffRole } from '../shared/schemas/staff';
import { dropSessionsOfRefusedRequests } from './auth/session-cookie';
import { registerSameOriginCheck } from './auth/same-origin';
import { registerErrorHandler } from './error-handler';
import { registerInputHardening } from './input-hardening';
import { LOG_REDACT_PATHS, logSerializers } from './log-redact';
import type { LogDestination } from './log-stream';
import { multipartLimits } from './multipart';
import { adminAuthRoutes } from './routes/admin-auth';
import { apiDocsRoutes } from './routes/api-docs';
import { adminDataRetentionRoutes } from './routes/admin-data-retention';
import { adminDeliveryRoutes } from './routes/admin-deliveries';
import { adminApplicationRoutes } from './routes/admin-applications';
import { invitationRoutes } from './routes/invitations';
import { taskLinkRoutes } from './routes/task-links';
import { configRoutes } from './routes/config';
import { employerSettingsRoutes } from './routes/employer-settings';
import { payrollRoutes } from './routes/payroll';
import { xeroConnectionRoutes } from './routes/xero-connection';
import { draftRoutes } from './routes/drafts';
import { emailAuthRoutes } from './routes/email-auth';
import { healthRoutes } from './routes/health';
import { meRoutes } from './routes/me';
import { adoptedSignatureRoutes } from './routes/adopted-signature';
import { notificationRecipientRoutes } from './routes/notification-recipients';
import { siteRoutes } from './routes/sites';
import { myDocumentRoutes } from './routes/my-documents';
import { policyDocumentRoutes } from './routes/policy-documents';
import { teamMemberRoutes } from './routes/team-members';
import { completeMemberRoutes } from './routes/complete-member';
import { testEmailRoutes } from './routes/test-email';
import { submissionRoutes } from './routes/submissions';
import { editingRoutes } from './routes/editing';
import { fileRoutes } from './routes/files';
import { licenceRoutes } from './routes/licences';
import { adminLicenceRoutes } from './routes/admin-licences';
import { adminPayrollExportRoutes } from './routes/admin-payroll-export';
import { superfundChoiceRoutes } from './routes/superfund-choices';
import { taxDeclarationRoutes } from './routes/tax-declarations';
import { medicalDeclarationRoutes } from './routes/medical-declarations';
import { policyAcknowledgmentRoutes } from './routes/policy-acknowledgments';
import { signedDocumentRoutes } from './routes/signed-documents';
import { fairWorkRoutes } from './routes/fair-work';
import { rightToWorkRoutes } from './routes/right-to-work';
import { helmetOptions } from './security-headers';
import { registerSpa } from './spa';
import type { Env } from './env';
import type { Access, AppDeps } from './types';

export interface BuildOptions {
  logLevel?: string;
  /** Directory of the built client (dist/client); without it, non-API paths get a stub page. */
  clientDir?: string;
  /** Where log lines go (stdout by default; main.ts: `logDestination`); tests pass a stream to read them. */
  logStream?: LogDestination;
  /** Run the job worker while the app is up (default). Off for tools that only need routes. */
  runJobs?: boolean;
  /**
   * Sees every answer before it is sent, on every route (the API tests check each JSON answer
   * against its route's declared schema: tests/fixtures/response-contract.ts).
   */
  onAnswer?: onSendHookHandler;
}

/** A hop count trusts that many proxies in front of the app (proxy-addr's meaning of a number). */
const trustProxy = (setting: boolean | number | string[]) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

/**
 * Slow clients cannot hold connections open: headers must arrive within HEADERS_TIMEOUT_MS and
 * the whole request within REQUEST_TIMEOUT_MS. Node checks those every
 * `connectionsCheckingInterval` (30 s by default, which would let a slow-loris sit that long).
 */
const serverTimeouts = (env: Env) => ({
  connectionTimeout: env.CONNECTION_TIMEOUT_MS,
  keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_MS,
  requestTimeout: env.REQUEST_TIMEOUT_MS,
  http: {
    headersTimeout: env.HEADERS_TIMEOUT_MS,
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(env.HEADERS_TIMEOUT_MS / 4))),
  },
});

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  /** For admin routes: the staff roles that may call it (none named: the owner alone). */
  roles: readonly StaffRole[] | undefined;
  /** The answers it declares, by status code (zod schemas the serializer writes through). */
  response: Readonly<Record<string, unknown>> | undefined;
}

/** Builds the app without listening: main.ts serves it, the API tests drive it with inject(). */
export async function buildApp(deps: AppDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: opts.logLevel ?? 'info',
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      serializers: logSerializers,
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    trustProxy: trustProxy(deps.env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    ...serverTimeouts(deps.env),
  });
  app.decorate('deps', deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      // Read on demand: a plugin scope's own onRoute hook may still set the access (spa.ts).
      routes.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
        get roles() {
          return route.config?.roles;
        },
        response: route.schema?.response as RegisteredRoute['response'],
      });
    }
  });

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, helmetOptions(deps.env));
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyMultipart, { limits: multipartLimits });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Employee onboarding API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  registerErrorHandler(app);
  registerInputHardening(app);
  registerSameOriginCheck(app);
  registerAccessControl(app);
  // API answers hold personal data (drafts carry TFNs and bank details): no browser or proxy keeps
  // a copy on disk unless a route says otherwise (the status poll revalidates by ETag; photos).
  // A `no-store` answer still serves the index.html preload that asked for it.
  app.addHook('onSend', async (req, reply, payload) => {
    // The matched route, not the raw URL: '/%61pi/me/drafts' answers as '/api/me/drafts' does.
    if ((req.routeOptions.url ?? req.url).startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
  dropSessionsOfRefusedRequests(app);
  // Group commit (decision 042): an answer to a request that may have written is sent only once
  // its commits are on disk, with those of every request answered at the same time. Added after
  // the hooks above, which may write themselves (a new session's audit, a dropped session).
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') await deps.database.durable();
    return payload;
  });
  if (opts.onAnswer) app.addHook('onSend', opts.onAnswer);
  if (opts.runJobs !== false) {
    app.addHook('onReady', () => deps.jobs.start(app.log));
    // Stops claiming and lets running jobs finish (or hands them back) before the database closes.
    app.addHook('onClose', () => deps.jobs.stop());
  }

  await app.register(healthRoutes);
  await app.register(apiDocsRoutes);
  await app.register(configRoutes);
  await app.register(employerSettingsRoutes);
  await app.register(xeroConnectionRoutes);
  await app.register(adminAuthRoutes);
  await app.register(staffAuthRoutes);
  await app.register(staffRoutes);
  await app.register(mySessionRoutes);
  await app.register(staffReEnrolmentRoutes);
  await app.register(emailAuthRoutes);
  await app.register(meRoutes);
  await app.register(adoptedSignatureRoutes);
  await app.register(draftRoutes);
  await app.register(teamMemberRoutes);
  await app.register(completeMemberRoutes);
  await app.register(policyDocumentRoutes);
  await app.register(adminDataRetentionRoutes);
  await app.register(adminDeliveryRoutes);
  await app.register(invitationRoutes);
  await app.register(taskLinkRoutes);
  await app.register(adminApplicationRoutes);
  await app.register(payrollRoutes);
  await app.register(notificationRecipientRoutes);
  await app.register(siteRoutes);
  await app.register(myDocumentRoutes);
  await app.register(testEmailRoutes);
  await app.register(fileRoutes);
  await app.register(licenceRoutes);
  await app.register(adminLicenceRoutes);
  await app.register(adminPayrollExportRoutes);
  await app.register(editingRoutes);
  await app.register(taxDeclarationRoutes);
  await app.register(superfundChoiceRoutes);
  await app.register(policyAcknowledgmentRoutes);
  await app.register(medicalDeclarationRoutes);
  await app.register(signedDocumentRoutes);
  await app.register(submissionRoutes);
  await app.register(fairWorkRoutes);
  await app.register(rightToWorkRoutes);
  await registerSpa(app, opts.clientDir);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}
