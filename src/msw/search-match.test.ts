import { describe, expect, it } from 'vitest';
import { searchMatches } from './search-match.js';

describe('searchMatches (the mock approximation of the server search)', () => {
  it.each([
    ['székek', 'Tégla étkezőszék, fehér Székek'],
    ['szék', 'Tégla étkezőszék, fehér'],
    ['kanapét', 'Vigadó háromszemélyes kanapé, sötétkék'],
    ['kanape', 'Vigadó háromszemélyes kanapé, sötétkék'],
    ['kana', 'Vigadó háromszemélyes kanapé, sötétkék'],
    ['ágyat', 'Kohó franciaágy 160×200, natúr Ágyak'],
    ['lámpák', 'Turku asztali lámpa, sárgaréz'],
    ['fali polc', 'Tromsø fali polc, fehér'],
    ['sofas', 'Mátra two-seater sofa, anthracite'],
  ])('"%s" finds "%s"', (query, text) => {
    expect(searchMatches(query, text)).toBe(true);
  });

  it.each([
    ['szék', 'Visby kétfiókos éjjeliszekrény, fehér Éjjeliszekrények'],
    ['kanapé', 'Hangár fotel, konyakbarna'],
    ['fali polc', 'Tromsø fali lámpa, fehér'],
    ['%', 'Vigadó háromszemélyes kanapé'],
  ])('"%s" does not find "%s"', (query, text) => {
    expect(searchMatches(query, text)).toBe(false);
  });
});
