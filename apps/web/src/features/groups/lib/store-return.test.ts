import { describe, expect, it, vi } from 'vitest';
import { closeEmbedder, notifyEmbedder, returnWithGroup, storeReturnUrl } from './store-return.ts';

describe('coming from a store button', () => {
  it("goes back only to the store's own site: another address could be a look-alike page receiving the link", () => {
    expect(storeReturnUrl('https://golpe.example/loja', 'https://loja.example')).toBeUndefined();
    expect(storeReturnUrl('https://loja.example.golpe.example/', 'https://loja.example')).toBeUndefined();
    expect(storeReturnUrl('https://loja.example/cafeteira', null)).toBeUndefined(); // the store set no site
    expect(storeReturnUrl('https://loja.example/cafeteira', undefined)).toBeUndefined(); // not known (yet)
    expect(storeReturnUrl('https://loja.example/cafeteira', 'https://loja.example')).toBe('https://loja.example/cafeteira');
  });

  it('goes back only to http(s) pages, with the group link in juntai_grupo', () => {
    expect(storeReturnUrl('javascript:alert(1)', 'https://loja.example')).toBeUndefined();
    expect(storeReturnUrl('/relative', 'https://loja.example')).toBeUndefined();
    expect(storeReturnUrl(null, 'https://loja.example')).toBeUndefined();
    const back = returnWithGroup(storeReturnUrl('https://loja.example/cafeteira?cor=azul#topo', 'https://loja.example')!, 'https://juntai.example/g/abc');
    const url = new URL(back);
    expect(url.searchParams.get('cor')).toBe('azul');
    expect(url.searchParams.get('juntai_grupo')).toBe('https://juntai.example/g/abc');
    expect(url.hash).toBe('#topo');
  });

  it("tells a framing page the public link only, at the store's own site, and nobody when not framed", () => {
    const postMessage = vi.fn();
    const framed = { parent: { postMessage } } as unknown as Window;
    notifyEmbedder('https://juntai.example/g/abc', 'https://loja.com.br', framed);
    expect(postMessage).toHaveBeenCalledWith({ type: 'juntai:group-created', url: 'https://juntai.example/g/abc' }, 'https://loja.com.br');
    closeEmbedder('https://loja.com.br', framed);
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'juntai:close' }, 'https://loja.com.br');
    const top = { postMessage } as unknown as Window & { parent: Window };
    top.parent = top;
    postMessage.mockClear();
    notifyEmbedder('https://juntai.example/g/abc', 'https://loja.com.br', top);
    closeEmbedder('https://loja.com.br', top);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('posts nothing when the store has no site (or none known yet)', () => {
    const postMessage = vi.fn();
    const framed = { parent: { postMessage } } as unknown as Window;
    for (const site of [null, undefined, '', 'javascript:alert(1)']) {
      notifyEmbedder('https://juntai.example/g/abc', site, framed);
      closeEmbedder(site, framed);
    }
    expect(postMessage).not.toHaveBeenCalled();
  });
});
