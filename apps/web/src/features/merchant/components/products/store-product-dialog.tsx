import { integrationMessages } from '@juntai/contract';
import { toast } from '../../../../lib/notify.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { ImagePicker } from '../../../../components/image-picker.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { MoneyInput } from '../../../../components/ui/money-input.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { type StoreProduct, useSaveStoreProduct } from '../../api/store-products.ts';
import { storeImageFromUrl, uploadStoreImage } from '../../api/settings.ts';
import { useFailureToast } from '../../hooks/failures.ts';
import {
  EMPTY_STORE_PRODUCT, readStoreProductForm, storeProductValues,
} from '../../lib/store-product-form.ts';

interface StoreProductDialogProps {
  /** null: a new product. */
  product: StoreProduct | null;
  onClose: () => void;
}

/** Create or edit a product of the store. The SKU names the product, so it is fixed once created. */
export function StoreProductDialog({ product, onClose }: StoreProductDialogProps) {
  const { values: form, errors, set, input, submit } = useCheckedForm(product ? storeProductValues(product) : EMPTY_STORE_PRODUCT, readStoreProductForm);
  const save = useSaveStoreProduct();
  const failed = useFailureToast();
  const title = product ? 'Editar produto' : 'Novo produto';

  const send = submit((read) => save.mutate(read, {
    onSuccess: (answer) => {
      toast.success(answer.detail);
      onClose();
    },
    onError: (error) => failed(error, 'Erro ao salvar produto'),
  }));

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent title={title}>
        <form onSubmit={send} noValidate className="flex flex-col gap-4" aria-label={title}>
          <Field id="store-product-sku" label="Código do produto (SKU) *" error={errors.externalId}
            hint={product ? 'O código não muda depois de criado' : 'O mesmo que você usa em <juntai-button product="…">'}>
            <Input id="store-product-sku" value={form.externalId} onChange={input('externalId')} disabled={Boolean(product)} maxLength={100} autoComplete="off" />
          </Field>
          <Field id="store-product-name" label="Nome *" error={errors.name}>
            <Input id="store-product-name" value={form.name} onChange={input('name')} maxLength={200} />
          </Field>
          <Field id="store-product-description" label="Descrição" error={errors.description}>
            <Textarea id="store-product-description" rows={3} value={form.description} onChange={input('description')} maxLength={5000} />
          </Field>
          <MoneyInput id="store-product-price" label="Preço (R$) *" value={form.price} onChange={set('price')} placeholder="129,90"
            error={errors.price} invalidMessage={integrationMessages.priceInvalid} />
          <ImagePicker id="store-product-image" label="Imagem *" value={form.image} onChange={set('image')}
            upload={uploadStoreImage} fromUrl={storeImageFromUrl} error={errors.image} />
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={form.active} onChange={(e) => set('active')(e.target.checked)} className="h-4 w-4" />
            Ativo (o botão pode vender este produto)
          </label>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={save.isPending}>Cancelar</Button>
            <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Salvando…' : product ? 'Salvar alterações' : 'Criar produto'}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
