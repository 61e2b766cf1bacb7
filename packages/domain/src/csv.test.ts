import { describe, expect, it } from 'vitest';
import { csvCell, csvCellText, toCsv } from './csv.ts';

describe('CSV for Portuguese spreadsheets', () => {
  it('starts with a BOM, separates with semicolons and writes decimal commas', () => {
    expect(toCsv(['nome', 'comissão'], [['Loja A', 5.5]])).toBe('\uFEFFnome;comissão\r\nLoja A;5,5\r\n');
  });

  it('quotes cells with separators, quotes and line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell('linha\nnova')).toBe('"linha\nnova"');
  });

  it('keeps formulas inert', () => {
    for (const bad of ['=HYPERLINK("x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(bad).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvCell(-5)).toBe('-5');
  });
});

describe('csvCellText', () => {
  it('takes off only the apostrophe csvCell adds before a formula-like text', () => {
    expect(csvCellText(csvCell('=HYPERLINK("x")').replace(/^"|"$/g, '').replace(/""/g, '"'))).toBe('=HYPERLINK("x")');
    expect(csvCellText("'-5")).toBe('-5');
    expect(csvCellText("'Aspas")).toBe("'Aspas");
    expect(csvCellText('Loja')).toBe('Loja');
  });
});
