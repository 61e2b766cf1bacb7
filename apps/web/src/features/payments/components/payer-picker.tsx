import type { Group } from '@juntai/contract';
import { TriangleAlert, UserPlus } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { nothingToPay, payerChoices } from '../lib/payer-choices.ts';

interface PayerPickerProps {
  group: Group;
  /** A name from the list: the form opens with it, not editable. */
  onPick: (name: string) => void;
  /** "Não estou na lista": the form opens with an empty name field. */
  onNewName: () => void;
  onClose: () => void;
}

/**
 * The first step of "Pagar minha cota" from a shared link: who is paying. Choosing from the invited
 * names avoids the typo that, after the whole form, met "Limite de participantes atingido".
 */
export function PayerPicker({ group, onPick, onNewName, onClose }: PayerPickerProps) {
  const choices = payerChoices(group);
  if (nothingToPay(choices)) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="warning" role="status" icon={<TriangleAlert className="h-5 w-5" />}>
          <p className="font-semibold">Todas as cotas já foram pagas.</p>
          <p>Não há cota livre para pagar agora.</p>
        </Alert>
        <Button variant="secondary" onClick={onClose}>Voltar ao grupo</Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <h3 id="payer-picker-title" className="text-base font-semibold text-slate-900">Quem é você?</h3>
      {choices.names.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-labelledby="payer-picker-title">
          {choices.names.map((name) => (
            <li key={name}>
              <Button variant="secondary" size="lg" className="h-auto min-h-12 w-full justify-start py-2 text-left break-words" onClick={() => onPick(name)}>{name}</Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">Todos os nomes da lista já pagaram.</p>
      )}
      {choices.newNameAllowed ? (
        <Button variant="secondary" size="lg" className="w-full" onClick={onNewName}>
          <UserPlus className="h-5 w-5" aria-hidden="true" />
          Não estou na lista
        </Button>
      ) : null}
    </div>
  );
}
