import { describe, expect, it } from 'vitest';
import { isWebAddress, withoutImplausibleValues } from './plausibility';

describe('isWebAddress', () => {
  it('tells an address from a name, a site that goes by its domain being a name', () => {
    expect(isWebAddress('https://cook.example/about')).toBe(true);
    expect(isWebAddress('www.social.example/ourkitchen')).toBe(true);
    expect(isWebAddress('social.example/ourkitchen')).toBe(true);
    expect(isWebAddress('Kitchen52.com')).toBe(false);
    expect(isWebAddress('Ann Cook')).toBe(false);
  });
});

describe('withoutImplausibleValues', () => {
  it('leaves out an address given as the author or as a cuisine', () => {
    const recipe = {
      author: 'www.social.example/ourkitchen',
      cuisine: ['https://x.example/c', 'Thai'],
    };

    withoutImplausibleValues(recipe);

    expect(recipe).toEqual({ author: '', cuisine: ['Thai'] });
  });
});
