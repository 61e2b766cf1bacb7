import { describe, expect, it } from 'vitest';
import * as table from '../api/index.ts';
import * as checkedTable from './index.ts';

const areas = ['catalogueApi', 'dashboardApi', 'groupsApi', 'merchantApi', 'operatorApi', 'systemApi', 'widgetApi'] as const;

describe('the API table with its schemas', () => {
  it('gives every call of the table its schemas, under the same name, method and path', () => {
    for (const area of areas) {
      const plain = table[area] as Record<string, table.Call>;
      const checked = checkedTable[area] as Record<string, checkedTable.CheckedCall>;
      expect(Object.keys(checked).sort(), area).toEqual(Object.keys(plain).sort());
      for (const [name, call] of Object.entries(plain)) {
        expect({ method: checked[name]!.method, url: checked[name]!.url }, `${area}.${name}`).toEqual(call);
        expect(checked[name]!.schema, `${area}.${name}`).toBeTypeOf('object');
      }
    }
  });

  it('answers every JSON call through a schema of each success status', () => {
    for (const area of areas) {
      for (const [name, call] of Object.entries(checkedTable[area] as Record<string, checkedTable.CheckedCall>)) {
        // The event stream and the partners' CSV are not JSON; every other call declares its success answers.
        if (`${area}.${name}` === 'groupsApi.events' || `${area}.${name}` === 'operatorApi.exportPartners') continue;
        const statuses = Object.keys(call.schema.response ?? {}).map(Number);
        expect(statuses.some((status) => status >= 200 && status < 300), `${area}.${name}`).toBe(true);
      }
    }
  });
});
