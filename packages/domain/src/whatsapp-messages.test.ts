import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cents, formatBRL } from './money.ts';
import {
  casualMessage, detectTheme, isHighPriceSplit, lastSlotsMessage, linkWithDescription, organizerStatusMessage, reminderMessages,
  type ShareMessageInput, shouldOfferLastSlots, smartMessage, THEME_KEYWORDS,
} from './whatsapp-messages.ts';

const input: ShareMessageInput = {
  productName: 'Cafeteira Expresso',
  creatorName: 'Ana',
  quotaValue: cents(21000),
  numberOfQuotas: 5,
  paidCount: 2,
  link: 'https://juntai.example/g/abc123',
  productPrice: cents(100000),
};

describe('detectTheme', () => {
  it('finds each theme by its keywords', () => {
    expect(detectTheme('Cesta de Chocolates Finos')).toBe('gift');
    expect(detectTheme('Perfume importado 100ml')).toBe('gift');
    expect(detectTheme('Buquê de flores')).toBe('gift');
    expect(detectTheme('iPhone 15 Pro 256GB')).toBe('tech');
    expect(detectTheme('Notebook Dell Inspiron')).toBe('tech');
    expect(detectTheme('Smart TV 55" 4K')).toBe('tech');
    expect(detectTheme('PlayStation 5')).toBe('tech');
    expect(detectTheme('Geladeira Frost Free')).toBe('home');
    expect(detectTheme('Air Fryer 5L')).toBe('home');
    expect(detectTheme('Jogo de Panelas Tramontina')).toBe('home');
    expect(detectTheme('Viagem para Gramado')).toBe('family');
    expect(detectTheme('Carrinho de bebê Travel System')).toBe('family');
    expect(detectTheme('Churrasqueira a gás')).toBe('family');
    expect(detectTheme('Ingresso de show')).toBe('default');
    expect(detectTheme('')).toBe('default');
  });
  it('ignores accents, case and hyphens', () => {
    expect(detectTheme('RELOGIO DE PULSO')).toBe('gift');
    expect(detectTheme('relógio de pulso')).toBe('gift');
    expect(detectTheme('CÂMERA Canon')).toBe('tech');
    expect(detectTheme('Sofa retrátil')).toBe('home');
    expect(detectTheme('sofá retrátil')).toBe('home');
    expect(detectTheme('Micro-ondas 30L')).toBe('home');
    expect(detectTheme('Berço Montessoriano')).toBe('family');
    expect(detectTheme('ANIVERSÁRIO da vó')).toBe('gift');
  });
  it('matches whole words (with a plural), not pieces of words', () => {
    expect(detectTheme('Jogo de panelas')).toBe('home');
    expect(detectTheme('Celulares')).toBe('tech');
    expect(detectTheme('Tvbox')).toBe('default');
    expect(detectTheme('Camerata')).toBe('default');
    expect(detectTheme('Anelise')).toBe('default');
  });
  it('lets the longest keyword win when themes compete', () => {
    expect(detectTheme('Cama elástica 3m')).toBe('family');
    expect(detectTheme('Cama box casal')).toBe('home');
    expect(detectTheme('Relógio Smartwatch')).toBe('tech');
  });
  it('recognises every keyword of its list', () => {
    for (const [theme, keywords] of Object.entries(THEME_KEYWORDS)) {
      for (const keyword of keywords) {
        expect(detectTheme(`Super ${keyword} novo`), keyword).toBe(theme);
      }
    }
  });
});

describe('high-price rule', () => {
  it('applies above R$ 1.000,00 with more than 4 quotas', () => {
    expect(isHighPriceSplit(cents(100000), 5)).toBe(false);
    expect(isHighPriceSplit(cents(100001), 5)).toBe(true);
    expect(isHighPriceSplit(cents(100001), 4)).toBe(false);
    expect(isHighPriceSplit(cents(999999), 20)).toBe(true);
  });
  it('stresses the split in the smart message only when it applies', () => {
    const exactly = smartMessage({ ...input, productPrice: cents(100000), numberOfQuotas: 5 });
    expect(exactly).not.toContain('dividindo entre');
    expect(exactly).toContain(`Cada pessoa paga só ${formatBRL(input.quotaValue)}`);

    const above = smartMessage({ ...input, productPrice: cents(100001), numberOfQuotas: 5 });
    expect(above).toContain(`Sozinho seria R$\u00a01.000,01, mas dividindo entre 5 pessoas fica só ${formatBRL(input.quotaValue)} para cada um!`);

    const fourQuotas = smartMessage({ ...input, productPrice: cents(500000), numberOfQuotas: 4 });
    expect(fourQuotas).not.toContain('dividindo entre');
  });
});

describe('last slots', () => {
  it('is offered when 1 or 2 quotas remain unpaid', () => {
    expect(shouldOfferLastSlots(5, 2)).toBe(false); // 3 left
    expect(shouldOfferLastSlots(5, 3)).toBe(true); // 2 left
    expect(shouldOfferLastSlots(5, 4)).toBe(true); // 1 left
    expect(shouldOfferLastSlots(5, 5)).toBe(false); // none left
    expect(shouldOfferLastSlots(2, 0)).toBe(true);
    expect(shouldOfferLastSlots(3, 7)).toBe(false);
  });
  it('says how many are left, singular and plural', () => {
    expect(lastSlotsMessage({ ...input, paidCount: 3 })).toContain('Últimas cotas!* Só faltam 2 cotas');
    // Every quota is kept for a name on the list: nobody is asked to race for one.
    expect(lastSlotsMessage({ ...input, paidCount: 3 })).toContain('Sua cota está reservada com o seu nome: pague R$\u00a0210,00');
    expect(lastSlotsMessage(input)).not.toMatch(/garanta/i);
    expect(lastSlotsMessage({ ...input, paidCount: 4 })).toContain('Só falta 1 cota no grupo de *Cafeteira Expresso*');
  });
});

const linkArb = fc.stringMatching(/^[A-Za-z0-9_-]{22}$/).map((id) => `https://juntai.example/g/${id}`);

describe('messages', () => {
  const all = [smartMessage, casualMessage, lastSlotsMessage, linkWithDescription];
  it('all carry the link, the product and the per-person value in BRL', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 2, max: 20 }), fc.nat(20), linkArb,
      (quota, n, paid, link) => {
        const value = { ...input, quotaValue: cents(quota), numberOfQuotas: n, paidCount: Math.min(paid, n), link };
        for (const message of all) {
          const text = message(value);
          expect(text).toContain(link);
          expect(text).toContain(input.productName);
          expect(text).toContain(formatBRL(cents(quota)));
        }
      },
    ));
  });
  it('smart message: themed opening, spots left and the expiry when known', () => {
    const text = smartMessage({ ...input, productName: 'Perfume Chanel', expiresAt: '2026-03-01T15:00:00Z' });
    expect(text.startsWith('🎁')).toBe(true);
    expect(text).toContain('Ana está organizando a compra de *Perfume Chanel*');
    expect(text).toContain('Faltam 3 cotas de 5 para o grupo fechar.');
    expect(text).toContain('👉 Sua cota está reservada com o seu nome. Pague a sua aqui: https://juntai.example/g/abc123');
    expect(text).not.toMatch(/garanta|vaga/i);
    expect(text).toContain('aberto até 01/03/2026, 12:00');
    expect(smartMessage({ ...input, paidCount: 4 })).toContain('Falta 1 cota de 5 para o grupo fechar.');
    expect(smartMessage({ ...input, paidCount: 5 })).toContain('Todas as 5 cotas já foram pagas');
    expect(smartMessage(input)).not.toContain('aberto até');
    expect(smartMessage({ ...input, productName: 'Notebook' }).startsWith('📱')).toBe(true);
    expect(smartMessage(input).startsWith('🏠')).toBe(true);
    expect(smartMessage({ ...input, productName: 'Viagem' }).startsWith('👨‍👩‍👧‍👦')).toBe(true);
    expect(smartMessage({ ...input, productName: 'Ingresso' }).startsWith('🤝')).toBe(true);
  });
  it('casual message and the clipboard description', () => {
    expect(casualMessage(input)).toBe(
      'Oi! 😄 Ana está juntando a galera para comprar *Cafeteira Expresso*. Cada um paga R$\u00a0210,00. '
      + 'Ainda faltam 3 cotas; a sua está reservada com o seu nome, bora?\nhttps://juntai.example/g/abc123',
    );
    expect(casualMessage({ ...input, paidCount: 5 })).not.toContain('faltam');
    expect(linkWithDescription(input)).toBe(
      'Ana te convidou para dividir Cafeteira Expresso: 5 cotas de R$\u00a0210,00. Participe: https://juntai.example/g/abc123',
    );
    expect(linkWithDescription(input)).not.toContain('*');
  });
  it('organizer status messages', () => {
    expect(organizerStatusMessage('active', 'TV', 'Empório da Maria')).toBe('Olá! Quem escreve é a loja *Empório da Maria*. Seu grupo para *TV* está ativo, compartilhe com seus amigos!');
    expect(organizerStatusMessage('expired', 'TV', 'Empório da Maria')).toBe('Olá! Quem escreve é a loja *Empório da Maria*. Seu grupo para *TV* expirou, gostaria de criar um novo grupo?');
    expect(organizerStatusMessage('completed', 'TV', 'Empório da Maria')).toBe('Olá! Quem escreve é a loja *Empório da Maria*. Seu grupo para *TV* foi concluído com sucesso 🎉');
  });
});

describe('share texts with the operator\'s icons', () => {
  it('uses icon_paid when every quota is paid and icon_button in the plain opening', () => {
    const base = {
      productName: 'Coisa Qualquer', creatorName: 'Ana', quotaValue: cents(10_000), numberOfQuotas: 2, paidCount: 2,
      link: 'https://juntai.com.br/g/x', productPrice: cents(19_048), icons: { paid: '💚', button: '🫶' },
    };
    const text = smartMessage(base);
    expect(text).toContain('💚 Todas as 2 cotas já foram pagas!');
    expect(text.startsWith('🫶 Bora dividir?')).toBe(true);
    expect(smartMessage({ ...base, icons: undefined })).toContain('✅ Todas as 2 cotas');
  });
});

describe('reminderMessages', () => {
  it('offers the "last slots" text when 2 or fewer quotas are unpaid, then the casual one', () => {
    const two = reminderMessages({ ...input, paidCount: 3 });
    expect(two.map((m) => m.kind)).toEqual(['last_slots', 'casual']);
    expect(two[0]!.text).toBe(lastSlotsMessage({ ...input, paidCount: 3 }));
    expect(reminderMessages({ ...input, paidCount: 4 })[0]!.text).toContain('Só falta 1 cota');
  });

  it('offers the smart text when more are unpaid, then the casual one, each with the link', () => {
    const three = reminderMessages({ ...input, paidCount: 2 });
    expect(three.map((m) => m.kind)).toEqual(['smart', 'casual']);
    expect(three.map((m) => m.text)).toEqual([smartMessage({ ...input, paidCount: 2 }), casualMessage({ ...input, paidCount: 2 })]);
    for (const message of three) expect(message.text).toContain(input.link);
  });
});
