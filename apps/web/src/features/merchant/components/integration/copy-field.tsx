import { toast } from '../../../../lib/notify.ts';
import { CopyButton } from '../../../../components/ui/copy-button.tsx';

/** Text to paste somewhere else (a snippet, a key, a secret), shown as code with a 'Copiar' button. */
export function CopyField({ text, label, testId }: { text: string; label: string; testId?: string }) {
  return (
    <div className="flex flex-col gap-2">
      <pre className="overflow-x-auto rounded-lg bg-slate-900 p-3 text-sm text-slate-50" aria-label={label} data-testid={testId} tabIndex={0}><code>{text}</code></pre>
      <CopyButton text={text} size="sm" className="self-start" aria-label={`Copiar: ${label}`}
        onCopied={() => toast.success('Copiado!')} onFailed={() => toast.error('Não foi possível copiar. Selecione o texto e copie manualmente.')} />
    </div>
  );
}
