import { JuntaiButton } from './button.ts';
import { findOwnScript, readConfig, setWidgetConfig } from './config.ts';
import { JuntaiProgress } from './progress.ts';

/**
 * /widget.js, pasted by a store: `<script src="https://<juntai>/widget.js" async data-store="STORE_ID">`.
 * Defines <juntai-button> and <juntai-progress> (docs/integration.md). Loading it twice is harmless.
 */
setWidgetConfig(readConfig(findOwnScript()));
for (const [name, element] of [['juntai-button', JuntaiButton], ['juntai-progress', JuntaiProgress]] as const) {
  if (!customElements.get(name)) customElements.define(name, element);
}
