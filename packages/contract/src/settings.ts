import { z } from 'zod';

export const DEFAULT_BUTTON_SETTINGS = {
  button_text: '🤝 Comprar em Grupo',
  button_bg_color: '#059669',
  button_text_color: '#ffffff',
} as const;

export const BUTTON_TEXT_MAX = 50;

export const buttonSettingsSchema = z.object({
  button_text: z.string(),
  button_bg_color: z.string(),
  button_text_color: z.string(),
  onboarding_completed: z.boolean(),
});
export type ButtonSettings = z.infer<typeof buttonSettingsSchema>;
