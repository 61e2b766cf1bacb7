import { describe, expect, it } from 'vitest';
import { catalogueApi, type Call, dashboardApi, groupsApi, merchantApi, operatorApi, systemApi, widgetApi } from './index.ts';

const calls = [catalogueApi, dashboardApi, groupsApi, merchantApi, operatorApi, systemApi, widgetApi].flatMap((area) => Object.values(area) as Call[]);

describe('the API table', () => {
  it('holds each method and path once, every path under /api/', () => {
    const keys = calls.map((call) => `${call.method} ${call.url}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const call of calls) expect(call.url).toMatch(/^\/api\//);
  });

  it('is plain data: a method and a path, nothing else at run time', () => {
    for (const call of calls) expect(Object.keys(call).sort()).toEqual(['method', 'url']);
  });
});
