// The prerendered first-visit screens (decision 014) are rendered, and hydrated, from answers the
// browser assumes for a visitor without a session. They must be what the server answers such a
// visitor, or the screen would change as the real answers arrive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import {
  FIRST_VISIT_DRAFTS_KEY,
  FIRST_VISIT_PHOTO_KEY,
  FIRST_VISIT_STATUS,
} from '../../src/client/lib/first-visit';
import { DRAFTS_KEY } from '../../src/client/lib/use-autosave';
import { DRAFT_PHOTO_KEY } from '../../src/client/lib/use-draft-photo';
import { ME_STATUS_KEY } from '../../src/client/lib/me-status';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('what a visitor without a session is answered', () => {
  it('is the status, drafts and photo the first-visit screens were rendered from', async () => {
    const status = await t.app.inject(ME_STATUS_KEY[0]);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual(FIRST_VISIT_STATUS);
    const drafts = await t.app.inject(FIRST_VISIT_DRAFTS_KEY[0]);
    expect(drafts.statusCode).toBe(200);
    expect(drafts.json()).toEqual({ drafts: {} });
    // No photo is answered null, not 404 (issue 35): what the first-visit screens assume.
    const photo = await t.app.inject(FIRST_VISIT_PHOTO_KEY[0]);
    expect(photo.statusCode).toBe(200);
    expect(photo.json()).toBeNull();
  });

  it('is seeded under the keys the screens read', () => {
    expect(FIRST_VISIT_DRAFTS_KEY).toEqual(DRAFTS_KEY);
    expect(FIRST_VISIT_PHOTO_KEY).toEqual(DRAFT_PHOTO_KEY);
  });
});
