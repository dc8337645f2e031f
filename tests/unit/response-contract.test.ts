import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { registerErrorHandler } from '../../src/server/error-handler';
import { errorAnswers, timestamp } from '../../src/shared/schemas/answers';
import { taxDeclarationResponseSchema } from '../../src/shared/answers/tax-declaration';
import { checkAnswers, failOnBrokenAnswers } from '../fixtures/response-contract';

// The checks behind the answer contract (issue 21) can fail: a wrong answer is refused by the
// server's serializer, and one that bypasses it is caught by the API tests' harness.

const answer = z.object({ signedAt: timestamp, masked: z.boolean() });
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const problems: string[] = [];
  app.addHook(
    'onSend',
    checkAnswers((problem) => problems.push(problem)),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: answer, ...errorAnswers } };
  r.get('/right', { schema }, async () => ({ signedAt: new Date('2026-11-25T01:02:03Z'), masked: false }));
  // The handler's type is checked against the schema too: only a cast gets a wrong answer here.
  r.get('/wrong', { schema }, async () => ({ signedAt: 'yesterday', masked: 'no' }) as never);
  r.get('/text', { schema }, async (_req, reply) =>
    reply.type('application/json').send('{"signedAt":"yesterday","masked":false}' as never),
  );
  r.get('/created', { schema }, async (_req, reply) =>
    reply.code(201).send({ signedAt: '', masked: true } as never),
  );
  failOnBrokenAnswers(app, problems);
  await app.ready();
});
afterAll(() => app.close());

describe('the answer contract', () => {
  it('sends an answer that fits its schema, a Date as its ISO string', async () => {
    const res = await app.inject('/right');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ signedAt: '2026-11-25T01:02:03.000Z', masked: false });
  });

  it('refuses to send an answer that does not fit: the client gets the 500 error body', async () => {
    const res = await app.inject('/wrong');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'internal', message: 'Something went wrong. Please try again.' });
  });

  it('fails the test that receives JSON text that bypassed the serializer and does not fit', async () => {
    await expect(app.inject('/text')).rejects.toThrow(
      /GET \/text: answered 200 not matching its declared schema: signedAt: Invalid/,
    );
  });

  it('fails the test that receives an answer code the route does not declare', async () => {
    await expect(app.inject('/created')).rejects.toThrow(
      /answered 201, for which the route declares no schema/,
    );
  });

  it("keeps the tax declaration's signing time in what the client reads", () => {
    const parsed = taxDeclarationResponseSchema.shape.signedAt;
    expect(z.safeParse(parsed, '2026-11-25T01:02:03.000Z').success).toBe(true);
    expect(z.safeParse(parsed, null).success).toBe(true);
    expect(z.safeParse(parsed, undefined).success).toBe(false);
  });
});
