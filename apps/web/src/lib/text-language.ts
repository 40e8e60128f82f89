/**
 * What people type about themselves (a name, an occupation, a bio) may be written in English on
 * a Bengali page or the other way round. Marking it lets screen readers pronounce it in the
 * right language; the value is the `lang` attribute to put on it, or undefined for the page's own.
 */
export function textLanguage(text: string | null | undefined, pageLanguage: 'bn' | 'en'): 'bn' | 'en' | undefined {
  if (!text) return undefined;
  const bengali = /[\u0980-\u09FF]/.test(text);
  const latin = /[A-Za-z]/.test(text);
  if (pageLanguage === 'bn' && latin && !bengali) return 'en';
  if (pageLanguage === 'en' && bengali && !latin) return 'bn';
  return undefined;
}
