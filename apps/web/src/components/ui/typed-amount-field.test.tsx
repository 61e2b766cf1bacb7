import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MoneyInput } from './money-input.tsx';
import { PercentageInput } from './percentage-input.tsx';

afterEach(cleanup);

/** The field as a form holds it: the text in state, as typed. */
function Form({ kind, initial = '' }: { kind: 'money' | 'percent'; initial?: string }) {
  const [text, setText] = useState(initial);
  const Input = kind === 'money' ? MoneyInput : PercentageInput;
  return (
    <form noValidate>
      <Input id="amount" label="Valor" value={text} onChange={setText} invalidMessage="Valor inválido: use 1.234,56" />
      <output data-testid="held">{text}</output>
    </form>
  );
}

const field = () => screen.getByLabelText('Valor') as HTMLInputElement;
// React's onChange on a text field listens to the input event, which a browser fires on every keystroke.
const type = (text: string) => fireEvent.input(field(), { target: { value: text } });
/** Leaving the field: React listens to focusout for onBlur, as a browser fires it after blur. */
const leave = () => fireEvent.focusOut(field());

describe('MoneyInput', () => {
  it('shows R$, keeps the text as typed while editing, and writes it the pt-BR way on blur', async () => {
    render(<Form kind="money" />);
    expect(screen.getByText('R$')).toBeTruthy();
    expect(field().type).toBe('text');
    expect(field().inputMode).toBe('decimal');
    type('499,9');
    expect(field().value).toBe('499,9');
    leave();
    await waitFor(() => expect(field().value).toBe('499,90'));
    type('1234.5');
    leave();
    await waitFor(() => expect(field().value).toBe('1.234,50'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells unreadable text under the field on blur, keeps the text, and clears the message on the next keystroke', async () => {
    render(<Form kind="money" />);
    type('1,234.56');
    leave();
    expect((await screen.findByRole('alert')).textContent).toBe('Valor inválido: use 1.234,56');
    expect(field().value).toBe('1,234.56');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toBe('amount-error');
    type('1.234,56');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('leaves an empty field alone: whether it is required is the form\'s to say', async () => {
    render(<Form kind="money" />);
    leave();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field().value).toBe('');
  });
});

describe('PercentageInput', () => {
  it('shows %, reads "3.5" as 3,5 and refuses a second decimal', async () => {
    render(<Form kind="percent" initial="3.5" />);
    expect(screen.getByText('%')).toBeTruthy();
    leave();
    await waitFor(() => expect(field().value).toBe('3,5'));
    type('2,55');
    leave();
    expect((await screen.findByRole('alert')).textContent).toBe('Valor inválido: use 1.234,56');
    expect(screen.getByTestId('held').textContent).toBe('2,55');
  });
});
