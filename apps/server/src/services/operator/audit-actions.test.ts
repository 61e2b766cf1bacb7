import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditActionLabel, auditActionLabels } from '@juntai/contract';
import { describe, expect, it } from 'vitest';

/** Every `action: '…'` (or `action: \`…${x}\``) an audit write in the server's own code names. */
function actionsWrittenByTheServer(): string[] {
  const root = join(import.meta.dirname, '../..');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('testing'));
  const found = new Set<string>();
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    if (!/audit/i.test(source)) continue;
    for (const m of source.matchAll(/\[?action\]?[,:=]\s*'([a-z_]+\.[a-z_]+)'/g)) found.add(m[1]!);
    for (const m of source.matchAll(/['`]([a-z_]+\.[a-z_]+)'\s*,\s*messages\./g)) found.add(m[1]!);
    for (const m of source.matchAll(/action: `([a-z_]+\.[a-z_]*)\$\{/g)) {
      for (const code of Object.keys(auditActionLabels)) if (code.startsWith(m[1]!)) found.add(code);
      found.add(`${m[1]!}…`);
    }
  }
  return [...found];
}

describe('the audit trail in Portuguese', () => {
  it('has a Portuguese text for every action code the server writes', () => {
    const written = actionsWrittenByTheServer();
    // The scan sees the writes of every kind: operator changes, organizer changes, bulk changes.
    expect(written).toEqual(expect.arrayContaining(['merchant.created', 'product.status_changed', 'group.deadline_extended', 'group.quota_covered', 'partner.bulk_delete', 'partner.imported']));
    const labelled = Object.keys(auditActionLabels);
    const bulkPrefixes = written.filter((a) => a.endsWith('…')).map((a) => a.slice(0, -1));
    for (const prefix of bulkPrefixes) expect(labelled.some((code) => code.startsWith(prefix)), prefix).toBe(true);
    expect(written.filter((a) => !a.endsWith('…') && !labelled.includes(a))).toEqual([]);
  });

  it('reads as a Portuguese phrase, never as the code', () => {
    for (const [code, text] of Object.entries(auditActionLabels)) {
      expect(text, code).not.toMatch(/[._]/);
      expect(auditActionLabel(code)).toBe(text);
    }
    expect(auditActionLabel('group.deadline_extended')).toBe('prorrogou o prazo do grupo');
    expect(auditActionLabel('something.renamed_later')).toBe('fez uma alteração');
  });
});
