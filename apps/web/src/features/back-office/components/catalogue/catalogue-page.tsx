import { categoryCreateSchema, categoryUpdateSchema, occasionCreateSchema } from '@juntai/contract';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { checkBody } from '../../../../lib/checked-form.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { useCatalogueChange, useOccasions } from '../../api/catalogue.ts';
import { useCategories } from '../../api/products.ts';
import { toastOutcome } from '../../lib/toast-outcome.ts';
import { BackOfficeLayout } from '../layout/back-office-layout.tsx';

interface Item { id: number; name: string; icon: string; active: boolean; products?: number }
type Change = (vars: { id?: number; body?: Record<string, unknown> }, done?: () => void) => void;

/** A new item: a name (the contract's words when missing); the icon is optional, the server's default otherwise. */
const readNewItem = (kind: 'categories' | 'occasions') => (v: { name: string; icon: string }) =>
  checkBody(kind === 'categories' ? categoryCreateSchema : occasionCreateSchema, { name: v.name, ...(v.icon.trim() ? { icon: v.icon } : {}) });
const readRename = (v: { name: string }) => checkBody(categoryUpdateSchema, { name: v.name });

function FormProblem({ id, text }: { id: string; text: string | undefined }) {
  return text ? <p id={id} role="alert" className="w-full text-sm text-red-600">{text}</p> : null;
}

/** /super-admin/products/catalogue: add, rename, deactivate and remove categories and occasions. */
export function CataloguePage() {
  const categories = useCategories();
  const occasions = useOccasions();
  return (
    <BackOfficeLayout title="Categorias e ocasiões">
      <div>
        <Link to="/super-admin/products" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Produtos
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">Categorias e ocasiões</h1>
        <p className="mt-1 text-slate-600">O que o formulário de produtos e o marketplace oferecem. Uma categoria em uso não pode ser excluída: desative-a.</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ItemList kind="categories" title="Categorias" singular="categoria" items={categories.data ?? []} />
        <ItemList kind="occasions" title="Ocasiões" singular="ocasião" items={occasions.data ?? []} />
      </div>
    </BackOfficeLayout>
  );
}

function ItemList({ kind, title, singular, items }: { kind: 'categories' | 'occasions'; title: string; singular: string; items: Item[] }) {
  const change = useCatalogueChange(kind);
  const { values, errors, input, submit, reset } = useCheckedForm({ name: '', icon: '' }, readNewItem(kind));
  const run: Change = (vars, done) => change.mutate(vars, toastOutcome('', 'Erro ao salvar', done, 'Erro de conexão'));
  const add = submit((body) => run({ body }, () => reset({ name: '', icon: '' })));
  return (
    <section aria-labelledby={`${kind}-title`} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={`${kind}-title`} className="text-lg font-semibold text-slate-900">{title}</h2>
      <form onSubmit={add} noValidate className="flex flex-wrap items-end gap-2" aria-label={`Nova ${singular}`}>
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor={`${kind}-new-name`}>Nova {singular}</Label>
          <Input id={`${kind}-new-name`} maxLength={80} value={values.name} onChange={input('name')}
            aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? `${kind}-new-error` : undefined} />
        </div>
        <div className="flex w-20 flex-col gap-1.5">
          <Label htmlFor={`${kind}-new-icon`}>Ícone</Label>
          <Input id={`${kind}-new-icon`} maxLength={16} value={values.icon} onChange={input('icon')} />
        </div>
        <Button type="submit" disabled={change.isPending}>Adicionar</Button>
        <FormProblem id={`${kind}-new-error`} text={errors.name ?? errors.icon} />
      </form>
      <ul className="flex flex-col divide-y divide-slate-100" aria-label={title}>
        {items.map((item) => <ItemRow key={item.id} item={item} singular={singular} onChange={run} pending={change.isPending} />)}
      </ul>
    </section>
  );
}

function ItemRow({ item, singular, onChange, pending }: { item: Item; singular: string; pending: boolean; onChange: Change }) {
  const [editing, setEditing] = useState(false);
  const { values, errors, input, submit } = useCheckedForm({ name: item.name }, readRename);
  const rename = submit((body) => onChange({ id: item.id, body }, () => setEditing(false)));
  return (
    <li className="flex flex-wrap items-center gap-2 py-2" data-testid="catalogue-item">
      <span aria-hidden="true" className="text-lg">{item.icon}</span>
      {editing ? (
        <form onSubmit={rename} noValidate className="flex flex-1 flex-wrap gap-2" aria-label={`Renomear ${item.name}`}>
          <Input aria-label={`Novo nome de ${item.name}`} maxLength={80} value={values.name} onChange={input('name')}
            aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? `rename-${item.id}-error` : undefined} className="flex-1" />
          <Button type="submit" size="sm" disabled={pending}>Salvar</Button>
          <FormProblem id={`rename-${item.id}-error`} text={errors.name} />
        </form>
      ) : (
        <span className="flex-1 font-medium text-slate-900">
          {item.name}
          {item.products !== undefined ? <span className="ml-2 text-xs text-slate-600">{item.products} {item.products === 1 ? 'produto' : 'produtos'}</span> : null}
        </span>
      )}
      <Badge tone={item.active ? 'green' : 'gray'}>{item.active ? 'Ativa' : 'Inativa'}</Badge>
      {!editing ? <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={`Renomear ${item.name}`}>Renomear</Button> : null}
      <Button variant="secondary" size="sm" disabled={pending} onClick={() => onChange({ id: item.id, body: { active: !item.active } })}
        aria-label={`${item.active ? 'Desativar' : 'Ativar'} ${singular} ${item.name}`}>{item.active ? 'Desativar' : 'Ativar'}</Button>
      <Button variant="danger" size="sm" disabled={pending} onClick={() => onChange({ id: item.id })} aria-label={`Excluir ${singular} ${item.name}`}>Excluir</Button>
    </li>
  );
}
