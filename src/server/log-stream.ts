import type { MessageFormatFunc, PrettyOptions } from 'pino-pretty';

/** What pino writes its log lines to: one JSON line at a time. */
export interface LogDestination {
  write(line: string): void;
}

/** Where the server logs (process.stdout): `isTTY` says whether a person is watching it. */
export interface LogOutput {
  isTTY?: boolean;
  write(text: string): unknown;
}

interface RequestLine {
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/**
 * Fastify's two lines a request, shortened for a person ('GET /api/me/status (req-7)', then
 * '200 in 3 ms (req-7)'); any other line is its message and then its fields.
 */
const messageFormat: MessageFormatFunc = (log, messageKey) => {
  const { reqId, req, res, responseTime } = log as RequestLine;
  const message = log[messageKey];
  const id = reqId ? ` (${reqId})` : '';
  if (message === 'incoming request' && req?.method) return `${req.method} ${req.url ?? ''}${id}`;
  if (message === 'request completed' && res?.statusCode !== undefined)
    return `${res.statusCode} in ${Math.round(responseTime ?? 0)} ms${id}`;
  return `${typeof message === 'string' ? message : ''}${id}`;
};

const prettyOptions: PrettyOptions = {
  translateTime: 'SYS:HH:MM:ss',
  singleLine: true,
  ignore: 'pid,hostname,reqId,req,res,responseTime',
  messageFormat,
};

/**
 * Where the server's log lines go. A terminal gets lines a person reads (pino-pretty: time,
 * level, message, the other fields on the same line); anything else (a pipe, a file, a container's
 * log collector) gets pino's JSON, a line each. Either way pino has already applied the redaction
 * and the serializers of log-redact.ts: pino-pretty only lays out the redacted JSON line.
 * pino-pretty is loaded only for a terminal.
 */
export async function logDestination(out: LogOutput): Promise<LogDestination> {
  if (!out.isTTY) return { write: (line) => void out.write(line) };
  const { prettyFactory } = await import('pino-pretty');
  const pretty = prettyFactory(prettyOptions);
  return { write: (line) => void out.write(pretty(line)) };
}
