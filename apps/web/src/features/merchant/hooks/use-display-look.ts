import { useState } from 'react';
import { type ButtonLook, DEFAULT_LOOK, isHexColor, sameColor } from '../lib/button-look.ts';

/**
 * The look to paint while the merchant edits: a colour whose hex code is half typed ("#05") keeps the
 * last complete one, so the preview and the colour pickers never flash to black.
 */
export function useDisplayLook(look: ButtonLook): ButtonLook {
  const [good, setGood] = useState(() => ({
    bg: isHexColor(look.button_bg_color) ? look.button_bg_color : DEFAULT_LOOK.button_bg_color,
    text: isHexColor(look.button_text_color) ? look.button_text_color : DEFAULT_LOOK.button_text_color,
  }));
  const bg = isHexColor(look.button_bg_color) ? look.button_bg_color : good.bg;
  const text = isHexColor(look.button_text_color) ? look.button_text_color : good.text;
  // Remembering the last complete colours while rendering: React re-renders this component at once.
  if (!sameColor(bg, good.bg) || !sameColor(text, good.text)) setGood({ bg, text });
  return { button_text: look.button_text, button_bg_color: bg.toLowerCase(), button_text_color: text.toLowerCase() };
}
