import { imageStoredResponseSchema } from '@juntai/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/admin/uploads: a picture file as is (its own Content-Type); answers the app path it stored. */
export async function uploadStoreImage(file: File): Promise<string> {
  return (await apiRequest('/api/admin/uploads', {
    method: 'POST', body: file, headers: { 'content-type': file.type || 'application/octet-stream' }, schema: imageStoredResponseSchema,
  })).url;
}

/** POST /api/admin/uploads/from-url: the server downloads an https picture once and keeps it. */
export async function storeImageFromUrl(url: string): Promise<string> {
  return (await apiRequest('/api/admin/uploads/from-url', { method: 'POST', body: { url }, schema: imageStoredResponseSchema })).url;
}
