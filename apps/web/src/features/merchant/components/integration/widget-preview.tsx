import { type RefObject, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useStoreProducts } from '../../api/store-products.ts';

/** The script the preview loads, the same a store pastes (here from the app's own origin). */
export const WIDGET_SCRIPT_PATH = '/widget.js';

/** Adds the widget's script to `host` unless the page already has it: the custom element registers once. */
function useWidgetScript(host: RefObject<HTMLElement | null>, storeId: string, shown: boolean) {
  useEffect(() => {
    const element = host.current;
    if (!shown || !element || document.querySelector(`script[src="${WIDGET_SCRIPT_PATH}"]`)) return;
    const script = document.createElement('script');
    script.src = WIDGET_SCRIPT_PATH;
    script.async = true;
    script.dataset.store = storeId;
    element.appendChild(script);
  }, [host, storeId, shown]);
}

/** The real widget on the store's first active product, as a shopper would see it on the store's site. */
export function WidgetPreview({ storeId }: { storeId: string }) {
  const products = useStoreProducts();
  const host = useRef<HTMLDivElement>(null);
  const sku = products.data?.find((p) => p.active)?.external_id;
  useWidgetScript(host, storeId, Boolean(sku));

  if (products.isPending) return null;
  if (!sku) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600" data-testid="widget-preview-empty">
        Para ver a prévia, cadastre um produto ativo em <Link to="/admin/products" className="font-medium text-brand-700 underline">Produtos da loja</Link>.
      </p>
    );
  }
  return (
    <div ref={host} className="rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="widget-preview">
      <p className="mb-2 text-sm text-slate-600">Prévia com o produto <code className="font-mono">{sku}</code>:</p>
      <juntai-button product={sku} />
    </div>
  );
}
