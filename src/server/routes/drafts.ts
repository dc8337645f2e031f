import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isMaskedValue } from '../../shared/masked-numbers';
import { errorAnswers } from '../../shared/schemas/answers';
import { DRAFT_IDS, draftSaveQuery } from '../../shared/schemas/drafts';
import type { DraftSaveAnswer } from '../../shared/answers/drafts';
import {
  draftDeletedAnswerSchema,
  draftSaveAnswerSchema,
  draftsAnswerSchema,
} from '../../shared/answers/drafts';
import { ensureSession } from '../auth/session-cookie';
import { recordCollectionNoticeShown } from '../services/applications/collection-notice';
import { limitDraftWrites, limitUnprovenBytes } from '../auth/draft-write-limits';
import { draftOwnerOf } from '../services/drafts/draft-owner';
import { deleteDraft, getDrafts, saveDraft } from '../services/drafts/drafts';
import type { SessionRow } from '../services/sessions/session-store';
import { parseStepDraft } from '../services/drafts/parse-step-draft';
import { keepStoredSecrets, maskSecrets } from '../services/identity/mask-secrets';
import { mustMask, stepUpRequired } from '../services/identity/step-up';

const params = z.object({ stepId: z.enum(DRAFT_IDS) });

/** Steps whose drafts hold bank, visa, TFN or super fund numbers. */
const SECRET_STEPS: ReadonlySet<string> = new Set([
  'personal-status',
  'card-details',
  'bank-details',
  'tax-declaration',
  'superfund-choice',
]);

/** Steps whose drafts hold health information: after a submission, behind the window too (decision 036). */
const HEALTH_STEPS: ReadonlySet<string> = new Set(['medical-declaration']);

export async function draftRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;

  /** A masked number sent back (a form loaded while masked) keeps the stored draft's number. */
  const keepSecretsOfMaskedFields = async (
    session: SessionRow | null,
    stepId: string,
    body: Record<string, unknown>,
  ) => {
    if (!Object.values(body).some(isMaskedValue)) return body;
    const stored = session ? await getDrafts(db(), app.deps.cipher, draftOwnerOf(session)) : {};
    return keepStoredSecrets(body, stored[stepId]);
  };

  /** This session's drafts: its proven email's, or before proof its own (DESIGN.md §3.2). */
  r.get(
    '/api/me/drafts',
    { config: { access: 'employee' }, schema: { response: { 200: draftsAnswerSchema, ...errorAnswers } } },
    async (req) => {
      if (!req.session) return { drafts: {} };
      const drafts = await getDrafts(db(), app.deps.cipher, draftOwnerOf(req.session));
      // Numbers typed while changing a submitted application are masked as the saved ones are.
      if (!req.session.email || !(await mustMask(db(), req.session))) return { drafts };
      // Medical answers have no mask that could stand in: they are left out until the window opens.
      return {
        drafts: Object.fromEntries(
          Object.entries(drafts)
            .filter(([id]) => !HEALTH_STEPS.has(id))
            .map(([id, data]) => [id, maskSecrets(data)]),
        ),
      };
    },
  );

  /**
   * Saves one step. Next validates a wizard step with its shared schema (the one the form uses)
   * and confirms it; `?autosave=1` keeps what is typed so far, bounded but unchecked (DESIGN.md
   * §3.1). Before the email is proven the draft belongs to this session alone; `proven: false`
   * on basic info tells the client to ask for the emailed code before going on.
   */
  r.put(
    '/api/me/drafts/:stepId',
    {
      config: { access: 'employee' },
      schema: {
        params,
        querystring: draftSaveQuery,
        body: z.record(z.string(), z.unknown()),
        response: { 200: draftSaveAnswerSchema, ...errorAnswers },
      },
      bodyLimit: 600 * 1024,
    },
    async (req, reply): Promise<DraftSaveAnswer> => {
      const { stepId } = req.params;
      const isAutosave = req.query.autosave === '1';
      // Counted before the body is checked: a refused save costs the server too (an initial is decoded).
      limitDraftWrites(req);
      // After a submission these drafts need the step-up window too: a session left open must not
      // plant numbers that the owner's form would load once the owner enters a code.
      if (
        (SECRET_STEPS.has(stepId) || HEALTH_STEPS.has(stepId)) &&
        req.session?.email &&
        (await mustMask(db(), req.session))
      ) {
        throw stepUpRequired();
      }
      const { data, completion } = await parseStepDraft(
        stepId,
        await keepSecretsOfMaskedFields(req.session, stepId, req.body),
        isAutosave,
      );
      await limitUnprovenBytes(
        req,
        Number(req.headers['content-length']) || Buffer.byteLength(JSON.stringify(req.body)),
      );
      const session = await ensureSession(req, reply);
      // Typing another email into a proven session's Basic Information is not confirmed until Next
      // sends it and its code is entered: the step stops counting as saved.
      const isOtherEmail =
        isAutosave &&
        stepId === 'basic-info' &&
        !!session.email &&
        typeof data.email === 'string' &&
        data.email.trim().toLowerCase() !== session.email;
      await saveDraft(
        db(),
        app.deps.cipher,
        draftOwnerOf(session),
        stepId,
        data,
        isOtherEmail ? 'never' : completion,
      );
      const email = stepId === 'basic-info' && !isAutosave ? String(data.email) : session.email;
      const proven = !!email && email === session.email;
      // Next on Basic Information, below the collection notice (decision 106); an unproven session's
      // time is kept when its code proves the email (prove-email.ts).
      if (proven && stepId === 'basic-info' && !isAutosave) await recordCollectionNoticeShown(db(), email);
      return { saved: true, stepId, email, proven };
    },
  );

  r.delete(
    '/api/me/drafts/:stepId',
    {
      config: { access: 'employee' },
      schema: { params, response: { 200: draftDeletedAnswerSchema, ...errorAnswers } },
    },
    async (req) => {
      if (req.session) await deleteDraft(db(), draftOwnerOf(req.session), req.params.stepId);
      return { deleted: true } as const;
    },
  );
}
