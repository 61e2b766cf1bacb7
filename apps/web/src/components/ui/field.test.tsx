import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from './field.tsx';
import { Input } from './input.tsx';
import { NativeSelect } from './native-select.tsx';
import { Textarea } from './textarea.tsx';

afterEach(cleanup);

describe('Field', () => {
  it('marks its control invalid and described by the message while it shows one', () => {
    render(
      <form>
        <Field id="nome" label="Nome" error="Informe o nome"><Input id="nome" /></Field>
        <Field id="sobre" label="Sobre" error="Texto longo demais"><Textarea id="sobre" /></Field>
        <Field id="plano" label="Plano" error="Escolha um plano"><NativeSelect id="plano"><option>Básico</option></NativeSelect></Field>
      </form>,
    );
    for (const [label, message] of [['Nome', 'Informe o nome'], ['Sobre', 'Texto longo demais'], ['Plano', 'Escolha um plano']] as const) {
      const control = screen.getByLabelText(label);
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
    }
  });

  it('leaves a control alone without a message, and one that is not its own (another id)', () => {
    render(
      <form>
        <Field id="email" label="E-mail" hint="O da sua conta"><Input id="email" /></Field>
        <Field id="cidade" label="Cidade" error="Informe a cidade"><Input id="cidade" /><Input id="estado" aria-label="Estado" /></Field>
      </form>,
    );
    expect(screen.getByLabelText('E-mail').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByLabelText('E-mail').hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByLabelText('Estado').hasAttribute('aria-invalid')).toBe(false);
  });

  it('lets a control say its own description (a counter), still invalid with the message', () => {
    render(<Field id="texto" label="Texto" error="Informe o texto"><Input id="texto" aria-describedby="texto-count" /></Field>);
    expect(screen.getByLabelText('Texto').getAttribute('aria-describedby')).toBe('texto-count');
    expect(screen.getByLabelText('Texto').getAttribute('aria-invalid')).toBe('true');
  });
});
