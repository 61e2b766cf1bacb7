import { isNameTooLong, nameTooLongMessage } from '@juntai/domain';
import { UserPlus } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';

interface AddParticipantBoxProps {
  freeSlots: number;
  pending: boolean;
  /** Resolves true when the name was added (the box then empties). */
  onAdd: (name: string) => Promise<boolean>;
}

/** The organizer's box to invite someone into a free slot. */
export const AddParticipantBox = forwardRef<HTMLInputElement, AddParticipantBoxProps>(function AddParticipantBox(
  { freeSlots, pending, onAdd }, ref,
) {
  const [name, setName] = useState('');
  // A name is refused whole rather than cut at the limit, so nobody is listed shorter than typed.
  const tooLong = isNameTooLong(name);
  const submit = async () => {
    if (pending || tooLong) return;
    if (await onAdd(name)) setName('');
  };
  return (
    <form className="flex flex-col gap-1.5 rounded-lg border border-dashed border-brand-600/40 bg-brand-50/50 p-3" noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}>
      <Label htmlFor="add-participant">
        Adicionar participante <span className="font-normal text-slate-600">({freeSlots} {freeSlots === 1 ? 'vaga livre' : 'vagas livres'})</span>
      </Label>
      <div className="flex gap-2">
        <Input ref={ref} id="add-participant" name="participant" value={name} autoComplete="off"
          aria-invalid={tooLong || undefined} aria-describedby={tooLong ? 'add-participant-error' : undefined}
          placeholder="Nome do participante" enterKeyHint="done" onChange={(e) => setName(e.target.value)} />
        <Button type="submit" className='shrink-0' disabled={pending} aria-label="Adicionar">
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">Adicionar</span>
        </Button>
      </div>
      {tooLong ? <p id="add-participant-error" role="alert" className="text-sm text-red-700">{nameTooLongMessage}</p> : null}
    </form>
  );
});
