import type { imageStoredResponseSchema } from '@juntai/contract';
import { apiRequest, type Answer } from '../../../lib/api-client.ts';

/** POST /api/admin/uploads: a picture file as is (its own Content-Type); answers the app path it stored. */
export async function uploadStoreImage(file: File): Promise<string> {
  return (await apiRequest<Answer<typeof imageStoredResponseSchema>>('/api/admin/uploads', {
    method: 'POST', body: file, headers: { 'content-type': file.type || 'application/octet-stream' } })).url;
}

/** POST /api/admin/uploads/from-url: the server downloads an https picture once and keeps it. */
export async function storeImageFromUrl(url: string): Promise<string> {
  return (await apiRequest<Answer<typeof imageStoredResponseSchema>>('/api/admin/uploads/from-url', { method: 'POST', body: { url } })).url;
}
