import { TriangleAlert } from 'lucide-react';
import { CopyField } from './copy-field.tsx';

/** A key or secret Juntaí shows only now (it keeps just a hash or a prefix): the warning and the copy button. */
export function ShownOnceSecret({ text, label, testId }: { text: string; label: string; testId: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="alert">
        <TriangleAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
        Copie agora e guarde em lugar seguro: não será mostrado de novo.
      </p>
      <CopyField text={text} label={label} testId={testId} />
    </div>
  );
}
