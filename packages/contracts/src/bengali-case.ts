/**
 * The Bengali locative ("in …") of a place name, written as a native speaker writes it, without a
 * hyphen: সবুজবাগ → সবুজবাগে, ইটনা → ইটনায়, খুলশী → খুলশীতে. A name that ends in a digit, a
 * Latin letter or a sign the rule does not cover keeps a hyphen ("মিরপুর ১০-এ"), as is usual.
 */
export function inPlace(name: string): string {
  const trimmed = name.trim();
  const last = trimmed.at(-1) ?? '';
  if (last === '\u09BE') return `${trimmed}য়`; // া: ঢাকা → ঢাকায়
  if (/[\u09BF-\u09C4\u09C7\u09C8\u09CB\u09CC\u0985-\u0994]/u.test(last)) return `${trimmed}তে`; // ী: খুলশী → খুলশীতে
  if (/[\u0995-\u09B9\u09DC\u09DD\u09DF]/u.test(last)) return `${trimmed}\u09C7`; // consonant: মিরপুর → মিরপুরে
  return `${trimmed}-এ`;
}
