import { isLocalSvgImage } from '@juntai/domain';
import { z } from 'zod';

export const linkPreviewMessages = {
  invalidSource: 'Endereço de imagem inválido: informe o caminho de uma imagem SVG deste site (ex.: /images/products/foto.svg)',
  notFound: 'Imagem não encontrada',
} as const;

// ── GET /api/link-preview.png?src=… ─────────────────────────────────────────────────────────────
export const linkPreviewQuerySchema = z.object({
  src: z.string({ error: linkPreviewMessages.invalidSource }).max(500, linkPreviewMessages.invalidSource)
    .refine(isLocalSvgImage, linkPreviewMessages.invalidSource),
});
