import { request } from '@playwright/test';
import sharp from 'sharp';
import { memberFields } from '../../fixtures/member-form';

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
 * Creates a team member the way a new hire does, through the real API: basic info first (which
 * binds a fresh employee session to the email), then the whole form with the photo. Each member
 * gets its own request context, because a session belongs to one email.
 */
export async function seedMember(baseURL: string, fullName: string, email: string): Promise<SeededMember> {
  const api = await request.newContext({ baseURL });
  try {
    const draft = await api.put('/api/me/drafts/basic-info', {
      data: { fullName, email, mobile: '0412 345 678', gender: 'Male', dateOfBirth: '1990-01-01' },
    });
    if (!draft.ok()) throw new Error(`basic-info draft: ${draft.status()} ${await draft.text()}`);
    const created = await api.post('/api/team-members', {
      multipart: {
        ...memberFields(email, { fullName }),
        profilePhoto: { name: 'profile.jpg', mimeType: 'image/jpeg', buffer: await headshotJpeg() },
      },
    });
    if (!created.ok()) throw new Error(`team member: ${created.status()} ${await created.text()}`);
    const member = (await created.json()) as { id: string };
    return { id: member.id, fullName, email };
  } finally {
    await api.dispose();
  }
}
