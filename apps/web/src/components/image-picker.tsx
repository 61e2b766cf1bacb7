import { useState } from 'react';
import { toast } from '../lib/notify.ts';
import { errorMessage } from '../lib/api-client.ts';
import { Button } from './ui/button.tsx';
import { Field } from './ui/field.tsx';
import { Input } from './ui/input.tsx';

interface ImagePickerProps {
  /** Prefix of the fields' ids, unique on the page. */
  id: string;
  label: string;
  value: string;
  onChange: (image: string) => void;
  /** Stores a picture file on the server; answers its app path. */
  upload: (file: File) => Promise<string>;
  /** Has the server download an https picture once; answers its app path. */
  fromUrl: (url: string) => Promise<string>;
  /** The toast's text for a failed upload (the server's detail by default). */
  describeFailure?: (error: unknown) => string;
  /** A problem with the field, told under it. */
  error?: string | undefined;
}

const defaultFailure = (error: unknown) => errorMessage(error, 'Erro ao enviar imagem');

/**
 * A product picture: an https address typed in, kept once on Juntaí's server if asked, or a file sent
 * as is. Pages then load the picture from the app itself. Shared by the operator's and the store's
 * product forms.
 */
export function ImagePicker({ id, label, value, onChange, upload, fromUrl, describeFailure = defaultFailure, error }: ImagePickerProps) {
  const [busy, setBusy] = useState(false);
  const keep = async (store: () => Promise<string>) => {
    setBusy(true);
    try {
      onChange(await store());
      toast.success('Imagem guardada');
    } catch (error) {
      toast.error(describeFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Field id={id} label={label} error={error} hint="Envie um arquivo ou cole um endereço https://, que o Juntaí baixa e guarda uma vez">
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input id={id} required maxLength={2000} value={value} onChange={(e) => onChange(e.target.value)} placeholder="https://" />
          {/^https:\/\//i.test(value.trim()) ? (
            <Button variant="secondary" onClick={() => void keep(() => fromUrl(value.trim()))} disabled={busy}>Guardar no Juntaí</Button>
          ) : null}
        </div>
      </Field>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-800">Enviar imagem (JPEG, PNG ou WebP até 5 MB)</label>
        <input id={`${id}-file`} type="file" accept="image/jpeg,image/png,image/webp" disabled={busy}
          onChange={(e) => { const file = e.target.files?.[0]; if (file) void keep(() => upload(file)); e.target.value = ''; }}
          className="text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium" />
        {busy ? <p className="text-sm text-slate-600" role="status">Enviando imagem…</p> : null}
        {value.startsWith('/uploads/') ? <img src={value} alt="" className="h-20 w-20 rounded-lg object-cover" data-testid="image-preview" /> : null}
      </div>
    </>
  );
}
