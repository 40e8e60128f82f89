import { describe, expect, it } from 'vitest';
import { contentFor } from './content-twin.ts';

describe('contentFor', () => {
  it('gives an English reader the English twin when there is one', () => {
    expect(contentFor('মিরপুরে দলগত ভবন', 'Group building in Mirpur', 'en')).toEqual({
      text: 'Group building in Mirpur',
      lang: undefined,
    });
  });

  it('gives a Bengali reader the Bengali text, unmarked', () => {
    expect(contentFor('মিরপুরে দলগত ভবন', 'Group building in Mirpur', 'bn')).toEqual({
      text: 'মিরপুরে দলগত ভবন',
      lang: undefined,
    });
  });

  it('marks the text with its language when there is no twin in the reader’s', () => {
    expect(contentFor('মিরপুরে দলগত ভবন', '  ', 'en')).toEqual({ text: 'মিরপুরে দলগত ভবন', lang: 'bn' });
    expect(contentFor('Modern kitchens since 2010', null, 'bn')).toEqual({
      text: 'Modern kitchens since 2010',
      lang: 'en',
    });
  });
});
