import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FailingWork } from './failing-work.tsx';

afterEach(cleanup);

const since = '2026-11-27T12:00:00.000Z';

describe('the status panel\'s failing work', () => {
  it('lists each failing item with what it is, whether it is still tried, its reason, attempts and age', () => {
    render(<FailingWork failing={{
      provider_calls: [{ payment_id: 41, group_id: 7, call: 'refund', state: 'retrying', attempts: 6, reason: 'MP: 500 internal_error', since, age_seconds: 7_260 }],
      emails: [{ id: 12, subject: 'Pagamento confirmado', state: 'given_up', attempts: 10, reason: 'connect ECONNREFUSED 10.0.0.5:587', since, age_seconds: 90_000 }],
      webhooks: [{ id: 3, store_id: 'loja-1', event: 'group.completed', link_id: 'abcdefghijklmnop', state: 'retrying', attempts: 1, reason: 'Resposta HTTP 502', since, age_seconds: 30 }],
    }} />);
    const items = within(screen.getByTestId('status-failing')).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Tentando de novoDevolução do pagamento #41 (grupo #7)MP: 500 internal_error6 tentativas · há 2 h',
      'DesistiuE-mail #12: Pagamento confirmadoconnect ECONNREFUSED 10.0.0.5:58710 tentativas · há 1 d',
      'Tentando de novoWebhook #3 (group.completed) para a loja loja-1Resposta HTTP 5021 tentativa · há menos de 1 min',
    ]);
  });

  it('says when nothing is failing', () => {
    render(<FailingWork failing={{ provider_calls: [], emails: [], webhooks: [] }} />);
    expect(screen.getByTestId('status-failing').textContent).toContain('Nenhum e-mail, webhook ou chamada ao provedor de pagamento falhando.');
  });
});
