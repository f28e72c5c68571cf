/** The fewest characters of a typed word that is looked up in the search vocabulary (a trigram needs three). */
export const SEARCH_WORD_MIN_LENGTH = 3;

/**
 * Whether `char` is where the database's `search_words` (migration 0013) splits a search text into the words of
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

/** How many pieces of what was typed a search weighs to choose the one it looks words up by. */
export const SEARCH_PIECES = 3;

/**
 * The pieces of `q` a text search may look words up by: its runs between ASCII spaces and punctuation, lower case, of
 * three characters or more, the longest first, at most {@link SEARCH_PIECES} (empty when none). Whatever contains `q`
 * has, for each piece, a word containing it (a piece has no character the words are split at), so the records of the
 * words found for any one piece are every possible match, which the search then checks against the whole of `q`.
 */
export function searchPiecesOf(q: string): string[] {
  const length = (piece: string) => [...piece].length;
  const pieces = [...new Set(piecesOf(q.trim().toLowerCase()))].filter(
    (piece) => length(piece) >= SEARCH_WORD_MIN_LENGTH,
  );
  return pieces.sort((a, b) => length(b) - length(a)).slice(0, SEARCH_PIECES);
}
