/** The fewest characters of a typed word that is looked up in the search vocabulary (a trigram needs three). */
export const SEARCH_WORD_MIN_LENGTH = 3;

/** The fewest characters of the start of an identifier that is looked up among the keys (migration 0015). */
export const SEARCH_KEY_MIN_LENGTH = 2;

/**
 * How a text search (anything but a phone) finds its records through `search_terms` (migrations 0014 and 0015,
 * decision 021), from what was typed:
 * - `words`: one piece of letters, three or more ("sharma", "arma", "शर्मा"): the records with a word that contains it,
 *   through the vocabulary.
 * - `pairs`: two words or more, the first two of letters ("asha sharma", "asha sha", "priya kumari sharma"): the
 *   records where the first is a whole word followed by one space and a word that starts with the second (`prefix`).
 * - `keys`: one piece with a digit or punctuation ("neha.sharma.3", "gmail.com", "vc-2026-01000", "01000", "@example.in"):
 *   the records with an identifier, or a part of one after punctuation, that starts with it (`prefix`, without its
 *   leading punctuation).
 * - `text`: anything else ("xq", "sharma 9"): the records whose search text contains it (ILIKE, not flat: a word and
 *   a short number would walk every record of the word for a rare whole).
 * With several pieces, `whole` is the text every match must also contain (case-insensitive, single spaces): the rule of
 * the driving piece finds candidates and the whole text is checked on each. Values are as typed (not lower-cased): the
 * database lower-cases them as it lower-cases the search text, so both agree for every script.
 */
export type TermSearch =
  | { kind: "words"; word: string; whole: null }
  | { kind: "pairs"; prefix: string; whole: string | null }
  | { kind: "keys"; prefix: string; whole: string | null }
  | { kind: "text" };

/** Whether `piece` holds only letters: no ASCII digit, punctuation or control character (any other script's letters). */
function lettersOnly(piece: string): boolean {
  for (const char of piece) if ((char.codePointAt(0) ?? 0) < 0x80 && !/[A-Za-z]/.test(char)) return false;
  return true;
}

/** `piece` without the punctuation it starts with: keys are stored from after each punctuation mark. */
function keyPrefixOf(piece: string): string {
  return piece.replace(/^[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]+/, "");
}

const length = (text: string) => [...text].length;

/** The driving piece of a search of several pieces that are not a pair: see {@link searchOf}. */
function driverOf(pieces: string[], whole: string): TermSearch {
  const keys = pieces
    .filter((piece) => !lettersOnly(piece))
    .map(keyPrefixOf)
    .filter((prefix) => length(prefix) >= SEARCH_WORD_MIN_LENGTH);
  if (keys.length === 0) return { kind: "text" };
  return { kind: "keys", prefix: keys.reduce((a, b) => (length(b) > length(a) ? b : a)), whole };
}

/**
 * How the text search `q` finds its records ({@link TermSearch}). Pieces are split at whitespace; a piece of letters
 * holds no ASCII digit or punctuation. Several pieces whose first two are not both letters ("verma 2999", "d'souza 100")
 * are driven by their longest identifier of three characters or more, and checked whole.
 */
export function searchOf(q: string): TermSearch {
  const pieces = q
    .trim()
    .split(/\s+/)
    .filter((piece) => piece !== "");
  const [first, second] = pieces;
  if (first === undefined) return { kind: "text" };
  if (second === undefined) {
    if (lettersOnly(first)) {
      return length(first) >= SEARCH_WORD_MIN_LENGTH
        ? { kind: "words", word: first.toLowerCase(), whole: null }
        : { kind: "text" };
    }
    const prefix = keyPrefixOf(first);
    return length(prefix) >= SEARCH_KEY_MIN_LENGTH ? { kind: "keys", prefix, whole: null } : { kind: "text" };
  }
  const whole = pieces.join(" ");
  if (lettersOnly(first) && lettersOnly(second)) {
    return { kind: "pairs", prefix: `${first} ${second}`, whole: pieces.length > 2 ? whole : null };
  }
  return driverOf(pieces, whole);
}
