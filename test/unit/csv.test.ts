import { describe, expect, it } from 'vitest';
import { csvObjects, parseCsv } from '../support/csv.ts';

describe('parseCsv', () => {
  it('reads quoted commas, line breaks and doubled quotes', () => {
    expect(parseCsv('a,b\r\n"x, y","line\r\nbreak ""q"""\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'line\r\nbreak "q"'],
    ]);
  });

  it('ends records only at CRLF, keeping a bare line feed in its field', () => {
    expect(parseCsv('a,b\nc,d\r\n')).toEqual([['a', 'b\nc', 'd']]);
  });

  it('reads a last record without a line end', () => {
    expect(parseCsv('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});

describe('csvObjects', () => {
  it('keys rows by the header and fills missing cells with empty text', () => {
    expect(csvObjects('id,name\r\n1,Asha\r\n2\r\n')).toEqual([
      { id: '1', name: 'Asha' },
      { id: '2', name: '' },
    ]);
  });
});
