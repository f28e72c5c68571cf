/** The fewest characters of a typed word that is looked up in the search vocabulary (a trigram needs three). */
export const SEARCH_WORD_MIN_LENGTH = 3;

/**
 * Whether `char` is where the database's `search_words` (migration 0014) splits a search text into the words of
 * `search_terms`: an ASCII space, punctuation mark or control character. Never a letter or digit of any script, so a
 * non-ASCII word stays whole.
 */
function splitsWords(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 && !/[0-9A-Za-z]/.test(char);
}

/** `text` cut at every character that {@link splitsWords}. */
function piecesOf(text: string): string[] {
  const pieces = [""];
  for (const char of text) {
    if (splitsWords(char)) pieces.push("");
    else pieces[pieces.length - 1] += char;
  }
  return pieces;
}

/**
 * The word piece a text search looks words up by: what was typed, lower case, when it is one piece of three characters
 * or more between ASCII spaces and punctuation, without a digit ("sharma", "priya", "शर्मा"); else null ("asha sharma",
 * "neha.sharma.3", "VC-2026-00012", "neha123", "2026", "xq"). The words of `search_terms` hold no digit: a piece with
 * one is nearly always one record's own (a reference, an email's "neha123"), which the search text's trigram index
 * finds at once. Every record of every word containing the piece matches, so walking a word's records stops at a
 * page. With several pieces most records of a common piece's words may not match the whole ("neha.sharma.3" among
 * 40,000 Sharmas), and such a walk would not stop: those searches keep the trigram plan.
 */
export function searchWordOf(q: string): string | null {
  const pieces = piecesOf(q.trim().toLowerCase());
  const [only] = pieces;
  if (pieces.length !== 1 || only === undefined || /[0-9]/.test(only)) return null;
  return [...only].length >= SEARCH_WORD_MIN_LENGTH ? only : null;
}
