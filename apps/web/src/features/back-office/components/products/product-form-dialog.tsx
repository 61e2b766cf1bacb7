import { operatorProductMessages as messages, productFormSchema } from '@juntai/contract';
import { ImagePicker } from '../../../../components/image-picker.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { MoneyInput } from '../../../../components/ui/money-input.tsx';
import { PercentageInput } from '../../../../components/ui/percentage-input.tsx';
import { checkBody, type FormReading } from '../../../../lib/checked-form.ts';
import { percentOfText, reaisOfText, textOfPercent, textOfReais } from '../../../../lib/typed-amounts.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import {
  type Product, type ProductBody, storeImageFromUrl, uploadProductImage, useCategories, usePartnerOptions, useSaveProduct,
} from '../../api/products.ts';
import { failureMessage } from '../../lib/failure.ts';
import { AUDIENCE_LABELS, PRODUCT_STATUS_LABELS, PRODUCT_TYPE_LABELS } from '../../lib/product-labels.ts';
import { SaveFormDialog } from '../common/save-form-dialog.tsx';

type FormValues = Record<'name' | 'description' | 'price' | 'image' | 'category' | 'type' | 'status' | 'partner' | 'commission' | 'tags' | 'min' | 'max' | 'audience', string> & { featured: boolean };

/** The spec's defaults for a new product (§9). */
const EMPTY: FormValues = {
  name: '', description: '', price: '', image: '', category: '', type: 'demo', status: 'active', partner: '', commission: '0', tags: '',
  min: '2', max: '10', audience: 'geral', featured: false,
};

const valuesOf = (p: Product): FormValues => ({
  name: p.name, description: p.description, price: textOfReais(p.price), image: p.image, category: p.category, type: p.type, status: p.status,
  partner: p.partner_id === null ? '' : String(p.partner_id), commission: textOfPercent(p.commission_rate), tags: p.tags.join(', '),
  min: String(p.min_group_size), max: String(p.max_group_size), audience: p.target_audience, featured: p.featured,
});

/**
 * The form's text as the API's body, checked by the contract's own schema, so each field shows the
 * detail the server would answer (spec §5). Money and percentages go through the one reading of
 * typed amounts; the body keeps reais, the schema's output (centavos) is not sent.
 */
function readForm(v: FormValues): FormReading<ProductBody, keyof ProductBody> {
  const body: ProductBody = {
    name: v.name.trim(), description: v.description.trim(), price: reaisOfText(v.price), image: v.image.trim(), category: v.category,
    type: v.type as ProductBody['type'], status: v.status as ProductBody['status'], featured: v.featured,
    partner_id: v.partner ? Number(v.partner) : null, commission_rate: percentOfText(v.commission), tags: v.tags,
    min_group_size: Number(v.min), max_group_size: Number(v.max), target_audience: v.audience as ProductBody['target_audience'],
  };
  return checkBody(productFormSchema, body);
}

/** Create or edit a product (spec §7): every field of the spec with its defaults and rules. */
export function ProductFormDialog({ product, open, onOpenChange, onCreated }: {
  product: Product | null; open: boolean; onOpenChange: (open: boolean) => void; onCreated?: () => void;
}) {
  const { values: form, errors, set, input, submit, reset } = useCheckedForm(EMPTY, readForm);
  const categories = useCategories();
  const partners = usePartnerOptions();
  const save = useSaveProduct();
  const title = product ? 'Editar Produto' : 'Novo Produto';

  // Offered: the active categories, and the product's own even if it was deactivated since.
  const categoryOptions = (categories.data ?? []).filter((c) => c.active || c.name === product?.category);

  return (
    <SaveFormDialog record={product} open={open} onOpenChange={onOpenChange} title={title} save={save} submit={submit} onCreated={onCreated}
      onOpen={() => reset(product ? valuesOf(product) : EMPTY)}
      words={{ created: messages.created, updated: messages.updated, createFailed: 'Erro ao criar produto', updateFailed: 'Erro ao atualizar produto', createButton: 'Criar Produto' }}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="product-name" label="Nome *" error={errors.name}>
          <Input id="product-name" maxLength={200} value={form.name} onChange={input('name')} />
        </Field>
        <MoneyInput id="product-price" label="Preço (R$) *" value={form.price} onChange={set('price')} error={errors.price} invalidMessage={messages.priceInvalid} />
      </div>
      <Field id="product-description" label="Descrição *" error={errors.description}>
        <Textarea id="product-description" rows={3} maxLength={5000} value={form.description} onChange={input('description')} />
      </Field>
      <ImagePicker id="product-image" label="Imagem (URL) *" value={form.image} onChange={set('image')}
        upload={uploadProductImage} fromUrl={storeImageFromUrl} describeFailure={(error) => failureMessage(error, 'Erro ao enviar imagem', 'Erro de conexão')} error={errors.image} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField id="product-category" label="Categoria *" error={errors.category} value={form.category} onChange={set('category')}
          options={[['', 'Selecione…'], ...categoryOptions.map((c) => [c.name, `${c.icon} ${c.name}`] as const)]} />
        <SelectField id="product-type" label="Tipo" value={form.type} onChange={set('type')} options={Object.entries(PRODUCT_TYPE_LABELS)} />
        <SelectField id="product-status" label="Status" value={form.status} onChange={set('status')} options={Object.entries(PRODUCT_STATUS_LABELS)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField id="product-partner" label="Parceiro" value={form.partner} onChange={set('partner')}
          options={[['', 'Nenhum'], ...(partners.data ?? []).map((p) => [String(p.id), p.name] as const)]} />
        <PercentageInput id="product-commission" label="Comissão (%)" value={form.commission} onChange={set('commission')}
          error={errors.commission_rate} invalidMessage={messages.commissionInvalid} />
        <SelectField id="product-audience" label="Público" value={form.audience} onChange={set('audience')} options={Object.entries(AUDIENCE_LABELS)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="product-min" label="Grupo mínimo" error={errors.min_group_size}>
          <Input id="product-min" type="number" inputMode="numeric" step="1" value={form.min} onChange={input('min')} />
        </Field>
        <Field id="product-max" label="Grupo máximo" error={errors.max_group_size}>
          <Input id="product-max" type="number" inputMode="numeric" step="1" value={form.max} onChange={input('max')} />
        </Field>
        <Field id="product-tags" label="Tags" hint="Separadas por vírgula" error={errors.tags}>
          <Input id="product-tags" maxLength={1000} value={form.tags} onChange={input('tags')} />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={form.featured} onChange={(e) => set('featured')(e.target.checked)} className="h-4 w-4" />
        Produto em destaque
      </label>
    </SaveFormDialog>
  );
}
