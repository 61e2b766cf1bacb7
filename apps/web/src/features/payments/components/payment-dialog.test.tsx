import { DEFAULT_PUBLIC_SETTINGS } from '@juntai/contract/plain';
import { nameTooLongMessage } from '@juntai/domain';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { groupWith, openPaymentDialog as open } from '../testing/payment-dialog-setup.tsx';

const nameField = () => screen.getByLabelText<HTMLInputElement>('Nome *');

describe('PaymentDialog: who pays', () => {
  // jsdom has no ResizeObserver; the radio group of the form measures itself with one.
  beforeAll(() => vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} }));
  afterAll(() => vi.unstubAllGlobals());
  afterEach(cleanup);

  it('asks who you are among the unpaid names, then fills that name read-only', () => {
    open(groupWith([['Ana', 'paid'], ['Bruno', 'pending'], ['Carla', 'processing'], ['Davi', 'failed']]), 'choose');
    expect(screen.getByText('Quem é você?')).toBeTruthy();
    expect(screen.queryByLabelText('Nome *')).toBeNull();
    // Paid seats are not offered; a seat only in payment (an unpaid PIX) or a failed attempt still is.
    expect(screen.queryByRole('button', { name: 'Ana' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Carla' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Davi' })).toBeTruthy();
    // The list is full: no new name.
    expect(screen.queryByRole('button', { name: 'Não estou na lista' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Bruno' }));
    expect(nameField().value).toBe('Bruno');
    expect(nameField().readOnly).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Escolher outro nome' }));
    fireEvent.click(screen.getByRole('button', { name: 'Davi' }));
    expect(nameField().value).toBe('Davi');
  });

  it('offers "Não estou na lista" while the list has a free slot, with an editable, empty name', () => {
    open(groupWith([['Ana', 'paid'], ['Bruno', 'paid']], 3), 'choose');
    expect(screen.getByText('Todos os nomes da lista já pagaram.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Não estou na lista' }));
    expect(nameField().value).toBe('');
    expect(nameField().readOnly).toBe(false);
    fireEvent.input(nameField(), { target: { value: 'Eva' } });
    expect(nameField().value).toBe('Eva');
  });

  it('keeps a name longer than the limit as typed and refuses it with its reason, instead of cutting it', () => {
    open(groupWith([['Ana', 'paid'], ['Bruno', 'paid']], 3), 'choose');
    fireEvent.click(screen.getByRole('button', { name: 'Não estou na lista' }));
    const long = `Maria ${'da Silva '.repeat(7)}Souza`;
    fireEvent.change(nameField(), { target: { value: long } });
    expect(nameField().value).toBe(long);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar pagamento' }));
    expect(screen.getAllByText(nameTooLongMessage).length).toBeGreaterThan(0);
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
  });

  it('says before any form that nothing is left when every seat is paid and the list is full', () => {
    open(groupWith([['Ana', 'paid'], ['Bruno', 'paid']]), 'choose');
    expect(screen.getByText('Todas as cotas já foram pagas.')).toBeTruthy();
    expect(screen.queryByLabelText('Nome *')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Não estou na lista' })).toBeNull();
  });

  it("opens straight on the form for a row's name, which cannot be changed", () => {
    open(groupWith([['Ana', 'pending'], ['Bruno', 'pending']]), 'fixed', 'Bruno');
    expect(screen.queryByText('Quem é você?')).toBeNull();
    expect(nameField().value).toBe('Bruno');
    expect(nameField().readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Escolher outro nome' })).toBeNull();
  });

  it('says before a card payment that the card is only held until the group closes, by its deadline', () => {
    open(groupWith([['Ana', 'pending'], ['Bruno', 'pending']]), 'fixed', 'Bruno');
    const rule = screen.getByTestId('card-hold-rule').textContent ?? '';
    expect(rule).toContain('o valor fica só reservado e é cobrado quando o grupo fechar');
    expect(rule).toMatch(/Se o grupo não fechar até \d{2}\/\d{2}\/\d{4}/);
  });

  it('asks for the CPF only for a PIX the provider needs it for, says why, and checks it', () => {
    const client = new QueryClient();
    client.setQueryData(['public-settings'], {
      ...DEFAULT_PUBLIC_SETTINGS, payment_checkout: { provider: 'mercadopago', public_key: null, sdk_url: null, pix_requires_cpf: true },
    });
    open(groupWith([['Ana', 'pending'], ['Bruno', 'pending']]), 'fixed', 'Bruno', client);
    expect(screen.queryByLabelText('CPF de quem paga *')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'PIX' }));
    const cpf = screen.getByLabelText<HTMLInputElement>('CPF de quem paga *');
    expect(screen.getByText('O Mercado Pago pede o CPF de quem paga para gerar o PIX. O Juntaí só o repassa, não guarda.')).toBeTruthy();
    fireEvent.change(cpf, { target: { value: '52998224725' } });
    expect(cpf.value).toBe('529.982.247-25');
    fireEvent.change(cpf, { target: { value: '12345678900' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gerar PIX' }));
    expect(screen.getAllByText('Informe um CPF válido (11 dígitos)').length).toBeGreaterThan(0);
    expect(cpf.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks no CPF for a PIX when the provider does not need it', () => {
    open(groupWith([['Ana', 'pending'], ['Bruno', 'pending']]), 'fixed', 'Bruno');
    fireEvent.click(screen.getByRole('radio', { name: 'PIX' }));
    expect(screen.queryByLabelText('CPF de quem paga *')).toBeNull();
  });
});
