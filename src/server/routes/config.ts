import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { configAnswerSchema, errorAnswers, type ConfigAnswer } from '../../shared/schemas/answers';
import { employerName } from '../services/settings/employer';
import { logoUrl } from '../services/settings/settings-answer';
import type { AppDeps } from '../types';
import { noticeEmployer } from '../services/applications/collection-notice';
import { isSmsConfigured } from '../services/sms/sms-providers';

/** The config answer, from the settings in memory (no database round trip). */
function configAnswer(deps: AppDeps): ConfigAnswer {
  const s = deps.settings.current();
  const fund = s.defaultFund;
  const notice = noticeEmployer(deps);
  return {
    companyName: employerName(deps),
    legalName: s.legalName,
    abn: s.abn,
    logoUrl: logoUrl(s),
    setupDone: s.setupDoneAt !== null,
    defaultFund: {
      kind: fund.kind,
      name: fund.name,
      abn: fund.abn,
      usi: fund.kind === 'apra' ? fund.usi : fund.esa,
    },
    timeZone: s.timeZone,
    contact: { email: notice.email, phone: notice.phone, address: notice.address },
    privacyPolicyUrl: notice.privacyPolicyUrl,
    askUnionMembership: s.askUnionMembership,
    smsInvitations: isSmsConfigured(deps.env),
  };
}

/**
 * Non-secret settings the client shows: the employer's name and logo in every header, its name
 * prefills position details, its default fund on the super choice; every date is in its time zone.
 */
export async function configRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/config',
      { config: { access: 'public' }, schema: { response: { 200: configAnswerSchema, ...errorAnswers } } },
      async () => configAnswer(app.deps),
    );
}
