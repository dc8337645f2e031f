import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import employmentHeroModel from '../../src/server/services/payroll/published-models/employment-hero-au-unstructured-employee.schema.json' with { type: 'json' };
import xeroModel from '../../src/server/services/payroll/published-models/xero-payroll-au-employee.schema.json' with { type: 'json' };
import { startEmploymentHeroPeer, startXeroPayrollPeer } from '../fixtures/payroll-peers';

type Json = Record<string, unknown>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A value of the property's published type: these tests need shape, not meaning. */
function valueFor(property: { type?: string; format?: string }): unknown {
  if (property.format === 'date-time') return '2025-07-01T00:00:00';
  if (property.type === 'number' || property.type === 'integer') return 1;
  if (property.type === 'boolean') return true;
  return 'Sample';
}

describe('Employment Hero Payroll peer', () => {
  const peer = startEmploymentHeroPeer({ apiKey: 'key-123', businessId: '98765' });
  let origin = '';
  const properties = employmentHeroModel.properties as Record<string, { type?: string; format?: string }>;
  const required = employmentHeroModel.$defs.create.required;
  /** The create minimum the published operation names, each in its published type. */
  const minimum = (): Json =>
    Object.fromEntries(required.map((field) => [field, valueFor(properties[field]!)]));
  const send = (method: string, path: string, body?: unknown, apiKey = 'key-123') =>
    fetch(`${origin}/api/v2/business/98765/employee/unstructured${path}`, {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    origin = await peer.listen();
  });
  afterAll(() => peer.close());

  it('creates an employee from the published minimum and answers its new id', async () => {
    expect(required).toEqual(['FirstName', 'Surname', 'StartDate', 'EmploymentType', 'TaxFileNumber']);
    const response = await send('POST', '', minimum());
    expect(response.status).toBe(201);
    const answer = (await response.json()) as Json;
    expect(answer).toMatchObject({ status: 'Incomplete', operationType: 'Created' });
    expect(typeof answer.id).toBe('number');
    expect(peer.received.at(-1)).toMatchObject({ method: 'POST', status: 201, errors: [] });
  });

  it("takes the swagger's camelCase spelling as the same fields, as the API's binding does", async () => {
    const camel = Object.fromEntries(
      Object.entries(minimum()).map(([name, value]) => [name[0]!.toLowerCase() + name.slice(1), value]),
    );
    const response = await send('POST', '?matchType=None', { ...camel, taxFileNumber: '123456782' });
    expect(response.status).toBe(201);
  });

  it('refuses an unknown field, a value outside an enum and a missing required field, with its error body', async () => {
    const cases: [Json, string][] = [
      [{ ...minimum(), Nickname: 'Jo' }, 'Nickname: is not a field of the published model'],
      [{ ...minimum(), SingleTouchPayroll: 'Contractor' }, 'SingleTouchPayroll: must be one of'],
      [{ ...minimum(), Surname: undefined }, 'Surname: is required'],
      [{ ...minimum(), DateOfBirth: '1 July 1990' }, 'DateOfBirth: must match format "date-time"'],
    ];
    for (const [body, fault] of cases) {
      const response = await send('POST', '?matchType=None', body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { message: string };
      expect(answer.message).toContain(fault);
      expect(peer.received.at(-1)!.errors.join('\n')).toContain(fault);
    }
  });

  it('refuses a wrong API key with 401 and creates nothing', async () => {
    const before = peer.employees.size;
    const response = await send('POST', '', minimum(), 'someone-else');
    expect(response.status).toBe(401);
    expect(peer.employees.size).toBe(before);
  });

  it('answers the next requests with the status it was told, then as the API does', async () => {
    peer.failNext(2, 503);
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt++)
      statuses.push(
        (await send('POST', '?matchType=None', { ...minimum(), TaxFileNumber: '865414088' })).status,
      );
    expect(statuses).toEqual([503, 503, 201]);
  });

  it('updates the employee whose id the create answered, and a second create with the same TFN updates it too', async () => {
    const created = (await (
      await send('POST', '?matchType=None', { ...minimum(), TaxFileNumber: '459599230' })
    ).json()) as Json;
    const updated = await send('PUT', `/${String(created.id)}`, {
      JobTitle: 'Formworker',
      ExternalId: 'hire-42',
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ id: created.id, operationType: 'Updated' });

    const again = await send('POST', '', {
      ...minimum(),
      TaxFileNumber: '459599230',
      MobilePhone: '0412345678',
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: created.id, operationType: 'Updated' });

    const read = (await (await send('GET', '/externalid/hire-42')).json()) as Json;
    expect(read).toMatchObject({ id: created.id, jobTitle: 'Formworker', mobilePhone: '0412345678' });
    expect((await send('PUT', '/999999', { JobTitle: 'Nobody' })).status).toBe(404);
  });
});

describe('Xero Payroll AU peer', () => {
  const peer = startXeroPayrollPeer({ accessToken: 'token-abc' });
  let origin = '';
  const employeeModel = xeroModel.$defs.Employee as {
    required: string[];
    properties: Record<string, { examples?: unknown[] }>;
  };
  /** The Employee's required fields, each with the model's own published example. */
  const minimum = (): Json =>
    Object.fromEntries(
      employeeModel.required.map((field) => [field, employeeModel.properties[field]!.examples![0]]),
    );
  const send = (path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
    fetch(`${origin}/payroll.xro/1.0/Employees${path}`, {
      method,
      headers: {
        authorization: 'Bearer token-abc',
        'xero-tenant-id': peer.tenantId,
        'content-type': 'application/json',
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const validationMessages = async (response: Response) => {
    const answer = (await response.json()) as {
      Type: string;
      Elements: { ValidationErrors: { Message: string }[] }[];
    };
    expect(answer.Type).toBe('ValidationException');
    return answer.Elements.flatMap((element) => element.ValidationErrors.map((error) => error.Message)).join(
      '\n',
    );
  };

  beforeAll(async () => {
    origin = await peer.listen();
  });
  afterAll(() => peer.close());

  it('creates an employee from the published required fields and answers its EmployeeID', async () => {
    expect(employeeModel.required).toEqual(['FirstName', 'LastName', 'DateOfBirth']);
    const response = await send('', [minimum()]);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { Status: string; Employees: Json[] };
    expect(answer.Status).toBe('OK');
    expect(answer.Employees[0]).toMatchObject({ FirstName: 'Karen', LastName: 'Jones', Status: 'ACTIVE' });
    expect(answer.Employees[0]!.EmployeeID).toMatch(UUID);
    expect(peer.received.at(-1)).toMatchObject({ status: 200, errors: [] });
  });

  it('refuses an unknown field, a value outside an enum, a missing required field and a lone object', async () => {
    const cases: [unknown, string][] = [
      [[{ ...minimum(), Nickname: 'Jo' }], '0.Nickname: is not a field of the published model'],
      [[{ ...minimum(), Gender: 'X' }], '0.Gender: must be one of N, M, F, I'],
      [
        [{ ...minimum(), TaxDeclaration: { EmploymentBasis: 'CONTRACT' } }],
        '0.TaxDeclaration.EmploymentBasis: must be one of',
      ],
      [[{ ...minimum(), LastName: undefined }], '0.LastName: is required'],
      [minimum(), '(body): must be array'],
    ];
    for (const [body, fault] of cases) {
      const response = await send('', body);
      expect(response.status).toBe(400);
      expect(await validationMessages(response)).toContain(fault);
      expect(peer.received.at(-1)!.errors.join('\n')).toContain(fault);
    }
  });

  it('refuses a wrong token with 401 and another organisation with 403', async () => {
    const before = peer.employees.size;
    const unauthorised = await send('', [minimum()], { authorization: 'Bearer expired' });
    expect(unauthorised.status).toBe(401);
    expect(await unauthorised.json()).toMatchObject({
      Title: 'Unauthorized',
      Detail: 'AuthenticationUnsuccessful',
    });
    const forbidden = await send('', [minimum()], {
      'xero-tenant-id': '00000000-0000-0000-0000-000000000000',
    });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ Title: 'Forbidden' });
    expect(peer.employees.size).toBe(before);
  });

  it('answers the next requests with the status it was told, and a retry with the same Idempotency-Key creates once', async () => {
    peer.failNext(1, 429);
    const first = await send('', [minimum()], { 'idempotency-key': 'hire-7-attempt' });
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('1');
    const second = (await (await send('', [minimum()], { 'idempotency-key': 'hire-7-attempt' })).json()) as {
      Employees: Json[];
    };
    const before = peer.employees.size;
    const third = (await (await send('', [minimum()], { 'idempotency-key': 'hire-7-attempt' })).json()) as {
      Employees: Json[];
    };
    expect(third.Employees[0]!.EmployeeID).toBe(second.Employees[0]!.EmployeeID);
    expect(peer.employees.size).toBe(before);
  });

  it('updates the employee whose EmployeeID the create answered, naming only what changes', async () => {
    const created = (await (await send('', [minimum()])).json()) as { Employees: Json[] };
    const id = String(created.Employees[0]!.EmployeeID);
    const updated = await send(`/${id}`, [
      { MiddleNames: 'Adena', TaxDeclaration: { TFNExemptionType: 'PENDING' } },
    ]);
    expect(updated.status).toBe(200);
    const answer = (await updated.json()) as { Employees: Json[] };
    expect(answer.Employees[0]).toMatchObject({ EmployeeID: id, FirstName: 'Karen', MiddleNames: 'Adena' });
    const read = (await (await send(`/${id}`, undefined, {}, 'GET')).json()) as { Employees: Json[] };
    expect(read.Employees[0]).toMatchObject({ TaxDeclaration: { TFNExemptionType: 'PENDING' } });
    expect((await send('/6f1c1d2e-0000-4000-8000-000000000000', [{ MiddleNames: 'X' }])).status).toBe(404);
  });
});
