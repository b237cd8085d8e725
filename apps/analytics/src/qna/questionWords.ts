// A question as the interpreter reads it: lower case, without accents or punctuation, each word reduced to a
// rough singular, so 'Regiões', 'regiao' and 'REGIÃO' are one word, and so are 'services' and 'service'.

/** The question's words as written (for telling the user which ones were not understood). */
export function writtenWords(text: string): string[] {
  return text
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}%]+/u)
    .filter(Boolean);
}

/** A word in lower case, without accents ('Região' → 'regiao'). */
export const plainWord = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * A rough singular of a plain word in Portuguese, English or Spanish: enough for field names and the
 * grammar's words, which are stemmed the same way, so that plural and singular meet.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let singular = word;
  if (word.endsWith('oes'))
    singular = `${word.slice(0, -3)}ao`; // regiões, execuções
  else if (word.endsWith('ais'))
    singular = `${word.slice(0, -3)}al`; // virtuais, mensais
  else if (word.endsWith('eis'))
    singular = `${word.slice(0, -3)}el`; // disponíveis
  else if (word.endsWith('ies') && word.length > 4)
    singular = `${word.slice(0, -3)}y`; // categories
  else if (/[lnrsz]es$/.test(word) && word.length > 4)
    singular = word.slice(0, -2); // regiones, meses
  else if (word.endsWith('s') && !word.endsWith('ss')) singular = word.slice(0, -1); // serviços, tickets
  // A final e goes too: 'failure' and 'failures' ('failur'), 'cliente' and 'clientes' meet.
  return singular.length > 4 && singular.endsWith('e') ? singular.slice(0, -1) : singular;
}

/** The question's words, plain and stemmed. */
export function questionWords(text: string): string[] {
  return writtenWords(text).map((word) => stem(plainWord(word)));
}
