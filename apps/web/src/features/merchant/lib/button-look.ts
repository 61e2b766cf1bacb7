import type { ButtonSettings } from '@juntai/contract';
import { BUTTON_TEXT_MAX, DEFAULT_BUTTON_SETTINGS } from '@juntai/contract/plain';

/** What the merchant edits on the onboarding's last step and on /admin/settings. */
export type ButtonLook = Pick<ButtonSettings, 'button_text' | 'button_bg_color' | 'button_text_color'>;

export const DEFAULT_LOOK: ButtonLook = { ...DEFAULT_BUTTON_SETTINGS };

/** The look alone, out of the store's saved settings. */
export const lookOf = ({ button_text, button_bg_color, button_text_color }: ButtonLook): ButtonLook => ({ button_text, button_bg_color, button_text_color });
export { BUTTON_TEXT_MAX };

export interface ColorPair {
  name: string;
  bg: string;
  text: string;
}

/** The spec's suggested pairs (§9), all with white text; the onboarding offers the first four. */
export const SUGGESTED_PAIRS: readonly ColorPair[] = [
  { name: 'Verde-esmeralda', bg: '#059669', text: '#ffffff' },
  { name: 'Azul', bg: '#2563eb', text: '#ffffff' },
  { name: 'Vermelho', bg: '#dc2626', text: '#ffffff' },
  { name: 'Laranja', bg: '#ea580c', text: '#ffffff' },
  { name: 'Roxo', bg: '#7c3aed', text: '#ffffff' },
  { name: 'Ciano', bg: '#0891b2', text: '#ffffff' },
  { name: 'Verde', bg: '#16a34a', text: '#ffffff' },
  { name: 'Cinza-escuro', bg: '#1f2937', text: '#ffffff' },
];
export const ONBOARDING_PAIRS = SUGGESTED_PAIRS.slice(0, 4);

const HEX_COLOR = /^#[0-9a-f]{6}$/i;
export const isHexColor = (value: string): boolean => HEX_COLOR.test(value.trim());

/** True when the look can be sent: text 1–50 characters and two "#rrggbb" colours (the contract's rules). */
export function isLookValid(look: ButtonLook): boolean {
  const text = look.button_text.trim();
  return text.length > 0 && text.length <= BUTTON_TEXT_MAX && isHexColor(look.button_bg_color) && isHexColor(look.button_text_color);
}

export const sameColor = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
