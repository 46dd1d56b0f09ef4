import { describe, expect, it } from 'vitest';
import { MAIL_EXCERPT_MAX_LENGTH, MAIL_NAME_MAX_LENGTH, mailExcerpt, mailName } from './mail-name.js';

describe('mailName', () => {
  it('keeps an ordinary name, accents, hyphens, initials and emoji included', () => {
    for (const name of ['Kovács Anna', 'Anne-Marie O’Neil', 'J. R. R. Tolkien', 'Dr. Kiss Péter', 'Anna 🌷 Kovács']) expect(mailName(name, 'x')).toBe(name);
  });

  it('strips links, www addresses, e-mail addresses and bare domains, which mail programs make clickable', () => {
    expect(mailName('Anna https://evil.example/win Kovács', 'x')).toBe('Anna Kovács');
    expect(mailName('Anna www.evil.example Kovács', 'x')).toBe('Anna Kovács');
    expect(mailName('Anna evil.example/claim Kovács', 'x')).toBe('Anna Kovács');
    expect(mailName('Anna boss@evil.example', 'x')).toBe('Anna');
    expect(mailName('mailto:a@b.hu Anna', 'x')).toBe('Anna');
    expect(mailName('Nyerj.hu', 'x')).toBe('x');
  });

  it('strips bidirectional controls (a right-to-left override) and other invisible characters', () => {
    expect(mailName('Anna \u202Egnp.exe\u202C Kovács', 'x')).toBe('Anna Kovács');
    expect(mailName('An\u200Fna\u2066 Ko\u0000vács\u2069\u061C', 'x')).toBe('Anna Kovács');
  });

  it('greets with the fallback when nothing readable is left, and cuts a long name', () => {
    expect(mailName('https://evil.example', 'customer')).toBe('customer');
    expect(mailName('  \u202E ', 'Vásárlónk')).toBe('Vásárlónk');
    expect(mailName(null, 'customer')).toBe('customer');
    expect([...mailName('A'.repeat(200), 'x')]).toHaveLength(MAIL_NAME_MAX_LENGTH);
  });
});

describe('mailExcerpt', () => {
  it('quotes a short message as it is, spaces collapsed', () => {
    expect(mailExcerpt('Mikor érkezik   újra\n\na Lund kanapéágy?')).toBe('Mikor érkezik újra a Lund kanapéágy?');
  });

  it('drops links, addresses and bidirectional controls', () => {
    const excerpt = mailExcerpt('Nyerjen! https://evil.example/claim www.evil.example boss@evil.example \u202Eevil.example vége');
    expect(excerpt).toBe('Nyerjen! vége');
  });

  it('cuts a long message at a word, with an ellipsis, within the limit', () => {
    const long = 'Szeretnék érdeklődni a kanapé szállításáról és összeszereléséről. '.repeat(80);
    const excerpt = mailExcerpt(long);
    expect([...excerpt].length).toBeLessThanOrEqual(MAIL_EXCERPT_MAX_LENGTH);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(long.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(excerpt.slice(0, -1)).not.toMatch(/\s$/);
  });
});
