import { Clock, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { cn } from '../../../../lib/cn.ts';
import { usePublicSettings } from '../../../../lib/public-settings.ts';

interface ParticipantsStepProps {
  names: readonly string[];
  /** Whether names[0] is the organizer (added automatically). */
  organizerFirst: boolean;
  numberOfQuotas: number;
  /** Adds a name; returns false (and has shown why) when it was refused. */
  onAdd: (name: string) => boolean;
  onRemove: (index: number) => void;
}

/** Step 3: one name per quota, the organizer first. */
export function ParticipantsStep({ names, organizerFirst, numberOfQuotas, onAdd, onRemove }: ParticipantsStepProps) {
  const [draft, setDraft] = useState('');
  const groupExpiryHours = usePublicSettings().group_expiry_hours;
  const add = () => {
    if (onAdd(draft)) setDraft('');
  };
  const full = names.length >= numberOfQuotas;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="new-participant">Nome do participante</Label>
        <div className="flex gap-2">
          <Input id="new-participant" name="participant" value={draft} autoComplete="off"
            placeholder="Ex.: Maria" enterKeyHint="done"
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }} />
          <Button onClick={add} className='shrink-0' aria-label="Adicionar participante">
            <Plus className="h-4 w-4" aria-hidden="true" />
            <span className="hidden sm:inline">Adicionar</span>
          </Button>
        </div>
      </div>

      <div>
        <div className="mb-2 flex items-center justify-between text-sm">
          <span className="font-medium text-slate-700">Participantes</span>
          <span className={cn('font-semibold', names.length > numberOfQuotas ? 'text-red-600' : full ? 'text-brand-700' : 'text-slate-600')}
            aria-label={`${names.length} de ${numberOfQuotas} participantes`} data-testid="participants-counter">
            {names.length}/{numberOfQuotas}
          </span>
        </div>
        {names.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-500">
            Seu nome entra na lista assim que você preencher a etapa 1.
          </p>
        ) : (
          <ol className="flex flex-col gap-2" aria-label="Lista de participantes">
            {names.map((name, index) => (
              <li key={`${index}-${name}`} className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-1.5">
                <span className="w-5 shrink-0 text-sm text-slate-500" aria-hidden="true">{index + 1}.</span>
                <span className="min-w-0 flex-1 truncate font-medium">{name}</span>
                {index === 0 && organizerFirst ? <Badge tone="green">Org</Badge> : null}
                <Button variant="ghost" size="icon" className="h-9 w-9 shrink-0" aria-label={`Remover ${name}`} onClick={() => onRemove(index)}>
                  <X className="h-4 w-4" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
        )}
      </div>

      <Alert tone="info" icon={<Clock className="h-4 w-4" />}>
        O link fica válido por {groupExpiryHours} horas. Depois disso, quem pagou recebe o dinheiro de volta automaticamente.
      </Alert>
    </div>
  );
}
