import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TokenSet } from 'openid-client';
import type { XeroClient } from 'xero-node';
import type { Db } from '../../db/client';
import { xeroConnection } from '../../db/schema/xero-connection';
import type { Env } from '../../env';
import { loadOpenIdClient, loadXeroNode } from '../../lazy-packages';
import type { ActingAdmin } from '../audit/acting-admin';
import { adminActor } from '../audit/admin-actor';
import { writeAudit } from '../audit/write-audit';
import type { Cipher } from '../crypto/cipher';
import { XERO_API, type XeroOutcome } from '../../../shared/xero-connection';

// The owner's connection to Xero Payroll AU (issue 41 item 4, decision 104): OAuth 2.0's
// authorization code flow through xero-node's XeroClient. Xero's hosts come from the environment
// (XERO_LOGIN_URL, XERO_IDENTITY_URL, XERO_API_URL; the real ones unless a test points them at
// its peer), never from anything an admin types. The grant is sealed at rest like a TFN.

/** offline_access: a refresh token, so pushes keep working after the 30-minute access token. */
export const XERO_SCOPES = ['offline_access', 'payroll.employees', 'payroll.settings'] as const;

/** Where Xero sends the owner back; the Xero app must list `PUBLIC_URL` + this as its redirect URI. */
export const XERO_CALLBACK_PATH = XERO_API.callback;

/** How long the owner has on Xero's consent screen. */
const STATE_TTL_MS = 15 * 60_000;
/** An access token this close to its end is refreshed first (Xero's last 30 minutes). */
const EXPIRY_MARGIN_MS = 60_000;
/** One call to Xero; a slower answer is a retry's business. */
export const XERO_TIMEOUT_MS = 30_000;

/** What the app holds for the connected organisation (sealed as JSON in xero_connection.grant). */
export interface XeroGrant {
  accessToken: string;
  refreshToken: string;
  /** When the access token ends (ms since 1970). */
  expiresAt: number;
  /** The organisation (Xero-Tenant-Id) every payroll call names. */
  tenantId: string;
  /** The connection's id, which disconnecting deletes. */
  connectionId: string;
}

export interface XeroConfig {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  apiUrl: string;
  identityUrl: string;
  loginUrl: string;
}

export interface XeroDeps {
  db: Db;
  cipher: Cipher;
  env: Env;
}

/** Why a connection or a call could not go ahead; `message` is what the owner or Deliveries read. */
export class XeroConnectionError extends Error {
  constructor(
    message: string,
    /** Whether another try could change it (Xero unreachable) or the owner must act (reconnect). */
    readonly isRetryable = false,
    /** What the connections screen tells the owner, for a refused connection. */
    readonly outcome: XeroOutcome = 'failed',
  ) {
    super(message);
  }
}

export const XERO_NOT_CONFIGURED =
  'Xero is not set up on this server: XERO_CLIENT_ID and XERO_CLIENT_SECRET are needed (see docs/operations.md).';
export const XERO_NOT_CONNECTED = 'Xero Payroll AU is not connected';
export const XERO_RECONNECT = 'Xero refused the stored grant: the owner must connect Xero again';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The Xero app's settings, or null when this server has none (no client id or secret). */
export function xeroConfig(env: Env): XeroConfig | null {
  if (!env.XERO_CLIENT_ID || !env.XERO_CLIENT_SECRET) return null;
  const base = env.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${env.PORT}`;
  return {
    clientId: env.XERO_CLIENT_ID,
    clientSecret: env.XERO_CLIENT_SECRET,
    redirectUri: `${base}${XERO_CALLBACK_PATH}`,
    apiUrl: trimSlash(env.XERO_API_URL),
    identityUrl: trimSlash(env.XERO_IDENTITY_URL),
    loginUrl: trimSlash(env.XERO_LOGIN_URL),
  };
}

/**
 * xero-node's client, given Xero's identity endpoints as openid-client metadata: its own
 * `initialize()` would fetch the discovery document from the fixed https://identity.xero.com,
 * which neither a test nor XERO_IDENTITY_URL could change. The endpoints are those the discovery
 * document names.
 */
async function xeroClient(config: XeroConfig, state?: string): Promise<XeroClient> {
  const [{ XeroClient }, { Issuer, custom }] = await Promise.all([loadXeroNode(), loadOpenIdClient()]);
  const xero = new XeroClient({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    redirectUris: [config.redirectUri],
    scopes: [...XERO_SCOPES],
    state,
  });
  const issuer = new Issuer({
    issuer: config.identityUrl,
    authorization_endpoint: `${config.loginUrl}/identity/connect/authorize`,
    token_endpoint: `${config.identityUrl}/connect/token`,
    revocation_endpoint: `${config.identityUrl}/connect/revocation`,
  });
  const client = new issuer.Client({
    client_id: config.clientId,
    client_secret: config.clientSecret,
    redirect_uris: [config.redirectUri],
    response_types: ['code'],
  });
  client[custom.http_options] = (_url, options) => ({ ...options, timeout: XERO_TIMEOUT_MS });
  xero.openIdClient = client;
  return xero;
}

/** A call to Xero with its end: a hung answer is a retry's business, not a stuck job's. */
export async function withTimeout<T>(call: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new XeroConnectionError(`${what}: no answer from Xero in ${XERO_TIMEOUT_MS} ms`, true)),
      XERO_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([call, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A refusal from Xero's token endpoint as openid-client reports it (an `OPError` with the HTTP
 * answer, OAuth's `error` code when the body had one), or the request's failure. Only the status
 * and an OAuth error code are kept, never the body: it can echo the request.
 */
function tokenRefusal(err: unknown, what: string): XeroConnectionError {
  const status = (err as { response?: { statusCode?: unknown } }).response?.statusCode;
  const error = (err as { error?: unknown }).error;
  if (typeof status === 'number') {
    // invalid_grant (the code or refresh token is spent, expired or revoked) and invalid_client
    // (the app's id or secret) do not heal with time; Xero being busy or down does.
    const isRetryable = status === 408 || status === 429 || status >= 500;
    const code = typeof error === 'string' && /^[a-z_]{1,40}$/.test(error) ? error : `HTTP ${status}`;
    return new XeroConnectionError(`${what}: Xero answered ${code}`, isRetryable);
  }
  // openid-client's own refusal of an answer (RPError: a state or token it cannot accept).
  if (err instanceof Error && err.name === 'RPError')
    return new XeroConnectionError(`${what}: Xero's answer was not accepted`);
  const code = (err as { code?: unknown }).code;
  return new XeroConnectionError(
    `${what}: Xero unreachable (${typeof code === 'string' ? code : 'no answer'})`,
    true,
  );
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === 32 && left.length === right.length && crypto.timingSafeEqual(left, right);
}

async function connectionRow(db: Db) {
  const [row] = await db.select().from(xeroConnection);
  return row ?? null;
}

/**
 * Starts a connection: a fresh `state` (CSRF) is remembered, hashed, with the session that asked,
 * and Xero's consent URL carrying it is returned for the browser to open.
 */
export async function startXeroConnection(deps: XeroDeps, sessionId: string): Promise<string> {
  const config = xeroConfig(deps.env);
  if (!config) throw new XeroConnectionError(XERO_NOT_CONFIGURED);
  const state = crypto.randomBytes(32).toString('base64url');
  const pending = {
    pendingStateHash: sha256(state),
    pendingSessionId: sessionId,
    pendingUntil: new Date(Date.now() + STATE_TTL_MS),
    updatedAt: new Date(),
  };
  await deps.db
    .insert(xeroConnection)
    .values({ one: true, ...pending })
    .onConflictDoUpdate({ target: xeroConnection.one, set: pending });
  const xero = await xeroClient(config, state);
  return xero.buildConsentUrl();
}

/** The organisations a token reaches (GET /connections), the most recently connected first. */
interface XeroTenantConnection {
  id: string;
  tenantId: string;
  tenantType: string;
  tenantName: string | null;
  updatedDateUtc: string;
}

async function connectionsOf(config: XeroConfig, accessToken: string): Promise<XeroTenantConnection[]> {
  // xero-node's updateTenants() calls the fixed https://api.xero.com/connections (and the
  // accounting API for each organisation's details, a scope we do not ask for): this is that call
  // against XERO_API_URL.
  let res: Response;
  try {
    res = await fetch(`${config.apiUrl}/connections`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(XERO_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (err) {
    throw tokenRefusal(err, 'Reading the connected organisation');
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new XeroConnectionError(
      `Reading the connected organisation: Xero answered HTTP ${res.status}`,
      res.status >= 500,
    );
  }
  const list = (await res.json()) as XeroTenantConnection[];
  return list
    .filter((c) => c.tenantType === 'ORGANISATION')
    .sort((a, b) => Date.parse(b.updatedDateUtc) - Date.parse(a.updatedDateUtc));
}

const grantOf = (tokens: TokenSet, tenantId: string, connectionId: string): XeroGrant => {
  if (!tokens.access_token || !tokens.refresh_token)
    throw new XeroConnectionError('Xero gave no refresh token: is offline_access among the scopes?');
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: (tokens.expires_at ?? Math.floor(Date.now() / 1000) + 1800) * 1000,
    tenantId,
    connectionId,
  };
};

export interface XeroCallbackQuery {
  code?: string;
  state?: string;
  error?: string;
}

/**
 * Finishes a connection from Xero's redirect: the state must be the one this session was given
 * (once, within 15 minutes); the code is exchanged for tokens (xero-node), the organisation read
 * from /connections, and the grant stored sealed. Audited without any token.
 */
export async function finishXeroConnection(
  deps: XeroDeps,
  sessionId: string,
  query: XeroCallbackQuery,
  admin: ActingAdmin,
): Promise<{ organisationName: string }> {
  const config = xeroConfig(deps.env);
  if (!config) throw new XeroConnectionError(XERO_NOT_CONFIGURED);
  const row = await connectionRow(deps.db);
  const isOwnState =
    row !== null &&
    typeof query.state === 'string' &&
    row.pendingSessionId === sessionId &&
    row.pendingUntil !== null &&
    row.pendingUntil.getTime() > Date.now() &&
    sameHash(row.pendingStateHash, sha256(query.state));
  // Spent whatever the outcome: a state opens one callback at most.
  if (row?.pendingStateHash)
    await deps.db
      .update(xeroConnection)
      .set({ pendingStateHash: '', pendingSessionId: '', pendingUntil: null, updatedAt: new Date() })
      .where(eq(xeroConnection.id, row.id));
  if (!isOwnState)
    throw new XeroConnectionError(
      'This answer from Xero was not asked for by this session, or came too late',
      false,
      'expired',
    );
  if (query.error || !query.code)
    throw new XeroConnectionError('Xero did not grant access', false, 'declined');

  const xero = await xeroClient(config, query.state);
  const callbackUrl = `${config.redirectUri}?${new URLSearchParams({ code: query.code, state: query.state! })}`;
  let tokens: TokenSet;
  try {
    tokens = await withTimeout(xero.apiCallback(callbackUrl), 'Connecting Xero');
  } catch (err) {
    throw err instanceof XeroConnectionError ? err : tokenRefusal(err, 'Connecting Xero');
  }
  const [organisation] = await connectionsOf(config, tokens.access_token ?? '');
  if (!organisation) throw new XeroConnectionError('Xero connected no organisation');
  const grant = grantOf(tokens, organisation.tenantId, organisation.id);
  const organisationName = organisation.tenantName ?? '';
  await deps.db.transaction(async (tx) => {
    await tx
      .update(xeroConnection)
      .set({
        grant: deps.cipher.encrypt(JSON.stringify(grant)),
        organisationName,
        connectedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(xeroConnection.id, row!.id));
    await writeAudit(tx, {
      actor: adminActor(admin),
      admin,
      action: 'payroll.connect',
      target: row!.id,
      details: { system: 'xero' },
    });
  });
  return { organisationName };
}

export interface XeroConnectionStatus {
  /** Whether this server has a Xero app (XERO_CLIENT_ID and XERO_CLIENT_SECRET). */
  configured: boolean;
  connected: boolean;
  organisationName: string | null;
  connectedAt: Date | null;
}

export async function xeroConnectionStatus(deps: XeroDeps): Promise<XeroConnectionStatus> {
  const row = await connectionRow(deps.db);
  const connected = row !== null && row.grant !== '';
  return {
    configured: xeroConfig(deps.env) !== null,
    connected,
    organisationName: connected ? row.organisationName : null,
    connectedAt: connected ? row.connectedAt : null,
  };
}

/**
 * The grant to call Xero with: refreshed first when its access token is (nearly) spent, or when
 * `refresh` says Xero refused it. Xero replaces the refresh token at each refresh, so the new
 * pair is stored at once; when two pushes refresh together, the one whose write lands second
 * keeps the first's pair (the stored grant is compared before it is replaced), and both pairs
 * work for a while (Xero's grace period for the replaced refresh token).
 */
export async function currentXeroGrant(deps: XeroDeps, refresh = false): Promise<XeroGrant> {
  const config = xeroConfig(deps.env);
  if (!config) throw new XeroConnectionError(XERO_NOT_CONFIGURED);
  const row = await connectionRow(deps.db);
  if (!row || row.grant === '') throw new XeroConnectionError(XERO_NOT_CONNECTED);
  const grant = JSON.parse(deps.cipher.decrypt(row.grant)) as XeroGrant;
  if (!refresh && grant.expiresAt - EXPIRY_MARGIN_MS > Date.now()) return grant;

  const xero = await xeroClient(config);
  xero.setTokenSet({
    access_token: grant.accessToken,
    refresh_token: grant.refreshToken,
    expires_at: Math.floor(grant.expiresAt / 1000),
    token_type: 'Bearer',
  });
  let tokens: TokenSet;
  try {
    tokens = await withTimeout(xero.refreshToken(), 'Refreshing the Xero grant');
  } catch (err) {
    const refusal = err instanceof XeroConnectionError ? err : tokenRefusal(err, 'Refreshing the Xero grant');
    throw refusal.isRetryable ? refusal : new XeroConnectionError(XERO_RECONNECT);
  }
  const fresh = grantOf(tokens, grant.tenantId, grant.connectionId);
  const [stored] = await deps.db
    .update(xeroConnection)
    .set({ grant: deps.cipher.encrypt(JSON.stringify(fresh)), updatedAt: new Date() })
    .where(and(eq(xeroConnection.id, row.id), eq(xeroConnection.grant, row.grant)))
    .returning({ id: xeroConnection.id });
  if (stored) return fresh;
  // Another push refreshed first: its pair is the stored one.
  return currentXeroGrant(deps);
}

/**
 * Disconnects: the connection is deleted at Xero (DELETE /connections/{id}) and the refresh token
 * revoked, then forgotten here. Xero being unreachable does not keep the grant: it is forgotten
 * all the same (and the owner can remove the app in Xero's Connected apps).
 */
export async function disconnectXero(deps: XeroDeps, admin: ActingAdmin): Promise<void> {
  const row = await connectionRow(deps.db);
  if (!row || row.grant === '') return;
  const config = xeroConfig(deps.env);
  if (config) {
    // A spent access token is refreshed first, so that Xero hears of the disconnection.
    const grant = await currentXeroGrant(deps).catch(
      () => JSON.parse(deps.cipher.decrypt(row.grant)) as XeroGrant,
    );
    await fetch(`${config.apiUrl}/connections/${encodeURIComponent(grant.connectionId)}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${grant.accessToken}` },
      signal: AbortSignal.timeout(XERO_TIMEOUT_MS),
      redirect: 'error',
    })
      .then((res) => res.body?.cancel())
      .catch(() => undefined);
    const xero = await xeroClient(config);
    xero.setTokenSet({ access_token: grant.accessToken, refresh_token: grant.refreshToken });
    await withTimeout(xero.revokeToken(), 'Revoking the Xero grant').catch(() => undefined);
  }
  await deps.db.transaction(async (tx) => {
    await tx.delete(xeroConnection).where(eq(xeroConnection.id, row.id));
    await writeAudit(tx, {
      actor: adminActor(admin),
      admin,
      action: 'payroll.disconnect',
      target: row.id,
      details: { system: 'xero' },
    });
  });
}
