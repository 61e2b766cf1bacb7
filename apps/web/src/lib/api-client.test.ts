import { groupsApi, merchantApi, operatorApi } from '@juntai/contract/api';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, apiRequest, pathOf, setApiFetch } from './api-client.ts';

describe('pathOf', () => {
  it('fills each path parameter, encoded', () => {
    expect(pathOf(groupsApi.removeParticipant, { params: { linkId: 'abc', name: 'Ana Paula/2' } }))
      .toBe('/api/groups/abc/participants/Ana%20Paula%2F2');
  });

  it('adds the query and leaves out what is undefined', () => {
    expect(pathOf(operatorApi.dashboard, { query: { period: '7d', unused: undefined } })).toBe('/api/super-admin/dashboard?period=7d');
    expect(pathOf(merchantApi.groups, { query: new URLSearchParams({ limit: '20' }) })).toBe('/api/admin/groups?limit=20');
    expect(pathOf(merchantApi.ordersCsv)).toBe('/api/admin/groups/export.csv');
  });
});

describe('apiRequest', () => {
  afterEach(() => setApiFetch((path, init) => fetch(path, init)));

  it("sends the call's method, path and JSON body, and answers the parsed JSON", async () => {
    const sent: Array<{ path: string; init: RequestInit }> = [];
    setApiFetch(async (path, init) => {
      sent.push({ path, init });
      return new Response(JSON.stringify({ hours: 24 }), { status: 200 });
    });
    const answer = await apiRequest(groupsApi.extend, { params: { linkId: 'abc' }, body: { hours: 24 } });
    expect(answer).toEqual({ hours: 24 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe('/api/groups/abc/extend');
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.body).toBe('{"hours":24}');
  });

  it("throws the server's Portuguese detail and code on a failure", async () => {
    setApiFetch(async () => new Response(JSON.stringify({ detail: 'Grupo não encontrado', code: 'not_found' }), { status: 404 }));
    const failure = apiRequest(groupsApi.get, { params: { linkId: 'x' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, detail: 'Grupo não encontrado', code: 'not_found' });
  });
});
