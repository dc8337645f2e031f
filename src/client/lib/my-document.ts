import type { MyDocument } from '../../shared/answers/policy-document';
import { getJson } from './api-client';
import type { FirstRead } from './task-records';

/** GET /api/me/documents/{id}: an employer document of the hire's (decision 090). */
export const myDocumentKey = (id: string) => ['/api/me/documents', id] as const;

export const fetchMyDocument = (id: string) =>
  getJson<MyDocument>(`/api/me/documents/${encodeURIComponent(id)}`);

export const myDocumentRead = (id: string): FirstRead => ({
  queryKey: myDocumentKey(id),
  queryFn: () => fetchMyDocument(id),
});
