import type { ButtonLook } from '../../lib/button-look.ts';

function Swatch({ color }: { color: string }) {
  return <span aria-hidden="true" className="inline-block h-4 w-4 rounded border border-slate-300 align-middle" style={{ backgroundColor: color }} />;
}

/** 'Configuração atual': what is saved now (not what is being edited), so the merchant can compare. */
export function CurrentConfigSummary({ saved }: { saved: ButtonLook }) {
  return (
    <section aria-labelledby="current-config-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="current-config-title" className="font-semibold text-slate-900">Configuração atual</h2>
      <dl className="mt-2 grid gap-1.5 text-sm" data-testid="current-config">
        <div className="flex flex-wrap gap-x-2"><dt className="text-slate-600">Texto:</dt><dd className="font-medium text-slate-900">{saved.button_text}</dd></div>
        <div className="flex flex-wrap items-center gap-x-2"><dt className="text-slate-600">Cor de fundo:</dt><dd className="font-mono text-slate-900"><Swatch color={saved.button_bg_color} /> {saved.button_bg_color}</dd></div>
        <div className="flex flex-wrap items-center gap-x-2"><dt className="text-slate-600">Cor do texto:</dt><dd className="font-mono text-slate-900"><Swatch color={saved.button_text_color} /> {saved.button_text_color}</dd></div>
      </dl>
    </section>
  );
}
