import { type APIRequestContext, request } from '@playwright/test';
import sharp from 'sharp';
import { memberFields } from '../../fixtures/member-form';
import { proveEmail } from './email-code';

export interface SeededMember {
  id: string;
  fullName: string;
  email: string;
}

let headshot: Promise<Buffer> | undefined;

/** A real JPEG for the profile photo (the server re-encodes it with sharp, so it must decode). */
function headshotJpeg(): Promise<Buffer> {
  headshot ??= sharp({
    create: { width: 480, height: 480, channels: 3, background: { r: 176, g: 138, b: 110 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  return headshot;
}

/**
 * Creates a team member the way a new hire does, through the real API: the email proven with its
 * code, basic info saved, then the whole form with the photo. Pass a page's `page.request` to
 * leave that browser signed in as the member; without one, a throw-away context is used.
 */
export async function seedMember(
  baseURL: string,
  fullName: string,
  email: string,
  api?: APIRequestContext,
  /** Wizard fields over the defaults (a visa holder with a White Card). */
  fields: Record<string, string> = {},
): Promise<SeededMember> {
  const ctx = api ?? (await request.newContext({ baseURL }));
  try {
    await proveEmail(ctx, email);
    const draft = await ctx.put('/api/me/drafts/basic-info', {
      data: { fullName, email, mobile: '0412 345 678', gender: 'Male', dateOfBirth: '1990-01-01' },
    });
    if (!draft.ok()) throw new Error(`basic-info draft: ${draft.status()} ${await draft.text()}`);
    const created = await ctx.post('/api/team-members', {
      multipart: {
        ...memberFields(email, { fullName, ...fields }),
        profilePhoto: { name: 'profile.jpg', mimeType: 'image/jpeg', buffer: await headshotJpeg() },
      },
    });
    if (!created.ok()) throw new Error(`team member: ${created.status()} ${await created.text()}`);
    const member = (await created.json()) as { id: string };
    return { id: member.id, fullName, email };
  } finally {
    if (!api) await ctx.dispose();
  }
}
