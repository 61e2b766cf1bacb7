import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Field } from '../components/ui/field.tsx';
import { Input } from '../components/ui/input.tsx';
import type { FormReading } from './checked-form.ts';
import { useCheckedForm } from './use-checked-form.ts';

afterEach(cleanup);

const read = (v: { name: string; email: string }): FormReading<{ name: string; email: string }, 'name' | 'email'> => {
  const errors: Partial<Record<'name' | 'email', string>> = {};
  if (!v.name.trim()) errors.name = 'Informe o nome';
  if (!v.email.includes('@')) errors.email = 'Informe um e-mail válido';
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, body: { name: v.name.trim(), email: v.email } };
};

function Form({ onSend }: { onSend: (body: { name: string; email: string }) => void }) {
  const { values, errors, input, submit } = useCheckedForm({ name: '', email: '' }, read);
  return (
    <form onSubmit={submit(onSend)} noValidate>
      <Field id="name" label="Nome" error={errors.name}><Input id="name" value={values.name} onChange={input('name')} /></Field>
      <Field id="email" label="E-mail" error={errors.email}><Input id="email" value={values.email} onChange={input('email')} /></Field>
      <button type="submit">Salvar</button>
    </form>
  );
}

const type = (label: string, text: string) => fireEvent.input(screen.getByLabelText(label), { target: { value: text } });
const messages = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('useCheckedForm', () => {
  it('says nothing before the first submit, then drops each message as soon as its field is corrected', async () => {
    const onSend = vi.fn();
    render(<Form onSend={onSend} />);
    type('Nome', 'A');
    type('Nome', '');
    expect(messages()).toEqual([]);

    fireEvent.click(screen.getByText('Salvar'));
    await waitFor(() => expect(messages()).toEqual(['Informe o nome', 'Informe um e-mail válido']));
    expect(onSend).not.toHaveBeenCalled();

    type('Nome', 'Ana');
    await waitFor(() => expect(messages()).toEqual(['Informe um e-mail válido']));
    type('E-mail', 'ana@exemplo.com');
    await waitFor(() => expect(messages()).toEqual([]));
    // A field made wrong again says so at once.
    type('Nome', ' ');
    await waitFor(() => expect(messages()).toEqual(['Informe o nome']));
    type('Nome', 'Ana');

    fireEvent.click(screen.getByText('Salvar'));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@exemplo.com' }));
  });
});
