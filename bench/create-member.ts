// Time to create a team member with a photo (multipart POST: validation, sharp re-encode of a
// 1200x900 JPEG, one transaction), on PGlite and on PostgreSQL (BENCH_DATABASE_URL, default the
// local test server). Baseline in the same run: a GET /api/me/status on the same app.
import { makeHeadshotJpeg } from '../tests/fixtures/make-headshot';
import { memberFields, multipart } from '../tests/fixtures/member-form';
import { createTestApp, employeeCookie } from '../tests/fixtures/test-app';

const N = 30;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function run(label: string) {
  const t = await createTestApp();
  const jpeg = await makeHeadshotJpeg();
  const create: number[] = [];
  const baseline: number[] = [];
  try {
    for (let i = 0; i < N; i++) {
      const email = `bench-${i}@example.com`;
      const cookie = await employeeCookie(t.app, email);
      const form = multipart(memberFields(email), { name: 'profile.jpg', type: 'image/jpeg', data: jpeg });
      let started = performance.now();
      await t.app.inject({ url: '/api/me/status', headers: { cookie } });
      baseline.push(performance.now() - started);
      started = performance.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/team-members',
        payload: form.payload,
        headers: { ...form.headers, cookie },
      });
      create.push(performance.now() - started);
      if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    }
  } finally {
    await t.close();
  }
  const c = median(create);
  const b = median(baseline);
  console.log(
    '  %s create %s ms (median of %d), status GET %s ms, ratio %sx',
    label.padEnd(10),
    c.toFixed(1),
    N,
    b.toFixed(2),
    (c / b).toFixed(0),
  );
}

export async function benchCreateMember() {
  console.log('\ncreate a team member with a photo');
  const saved = process.env.TEST_DATABASE_URL;
  delete process.env.TEST_DATABASE_URL;
  await run('PGlite');
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  await run('PostgreSQL');
  if (saved === undefined) delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = saved;
}
