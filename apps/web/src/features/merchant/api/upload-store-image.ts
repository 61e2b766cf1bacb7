import { apiRequest, merchantApi } from '../../../lib/api-client.ts';

/** POST /api/admin/uploads: a picture file as is (its own Content-Type); answers the app path it stored. */
export async function uploadStoreImage(file: File): Promise<string> {
  return (await apiRequest(merchantApi.uploadImage, {
    body: file, headers: { 'content-type': file.type || 'application/octet-stream' } })).url;
}

/** POST /api/admin/uploads/from-url: the server downloads an https picture once and keeps it. */
export async function storeImageFromUrl(url: string): Promise<string> {
  return (await apiRequest(merchantApi.imageFromUrl, { body: { url } })).url;
}
