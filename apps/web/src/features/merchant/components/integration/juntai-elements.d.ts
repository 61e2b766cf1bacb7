import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The widget's custom elements (apps/web/widget), hosted by the panel's live preview. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'juntai-button': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & { product: string };
    }
  }
}
