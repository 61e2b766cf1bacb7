import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from './button.tsx';

/** How long the button says it copied (spec: 2 seconds). */
export const COPIED_FEEDBACK_MS = 2000;

/**
 * Copies text to the clipboard. Falls back to a hidden textarea and execCommand where the async
 * Clipboard API is missing (older in-app browsers, pages served over plain http).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: try the old way below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  text: string;
  label?: string;
  /** Called after a successful copy (the caller shows its toast). */
  onCopied?: () => void;
  onFailed?: () => void;
}

/** A button that copies `text` and reads "Copiado!" for 2 seconds. */
export function CopyButton({ text, label = 'Copiar', onCopied, onFailed, variant = 'secondary', ...props }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const handleClick = async () => {
    if (await copyText(text)) {
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
      onCopied?.();
    } else {
      onFailed?.();
    }
  };

  return (
    <Button variant={variant} onClick={() => void handleClick()} {...props}>
      {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
      <span aria-live="polite">{copied ? 'Copiado!' : label}</span>
    </Button>
  );
}
