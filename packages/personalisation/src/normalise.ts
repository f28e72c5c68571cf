// Longest input the parser reads: far beyond any real landing query, and a hard bound on the work one call does.
export const MAX_INPUT_CHARS = 16_384;

const PERCENT_SEQUENCE = /(?:%[0-9a-f]{2})+/gi;

function decodeRun(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch {
    // A run that is not valid UTF-8 (e.g. "%E0%A4") stays as written; the tokeniser then drops its symbols.
    return run;
  }
}

/** Undoes URL encoding (`+` for space, `%XX`, twice-encoded `%25XX`) without ever throwing. */
export function decodeUrlText(text: string): string {
  let decoded = text.replaceAll("+", " ");
  for (let pass = 0; pass < 2 && decoded.includes("%"); pass++) {
    decoded = decoded.replace(PERCENT_SEQUENCE, decodeRun);
  }
  return decoded;
}

// "U.S.A." and "U.K." are one word: drop the dots of a run of single letters before punctuation becomes space.
const DOTTED_ABBREVIATION = /(?<![\p{L}\p{N}])(?:\p{L}\.){2,}/gu;
// Accents come off Latin letters only: in Devanagari and other scripts the marks are part of the word.
const LATIN_ACCENTS = /(?<=\p{Script=Latin})\p{M}+/gu;
const APOSTROPHES = /['’‘`]/g;
const NON_ASCII = /[^\p{ASCII}]/u;
// The Devanagari nukta: "वीज़ा" and "वीजा" are the same word to the people who type them (and NFKD splits "ज़" anyway).
const NUKTA = /\u093c/g;

/**
 * The form phrases are matched in: a normalised text without Devanagari nuktas, so that either spelling matches. The
 * keywords keep the visitor's spelling. Same length or shorter, never longer.
 */
export function matchingForm(normalised: string): string {
  return normalised.includes("\u093c") ? normalised.replace(NUKTA, "") : normalised;
}
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/gu;

/**
 * Lower-cases, strips accents, and turns every run of punctuation, hyphens, underscores and spaces into one space, so
 * that "UK-Visa_Refused", "uk visa refused" and "Uk%20visa%20refused" read the same. No leading or trailing space.
 */
export function normaliseText(text: string): string {
  let decoded = decodeUrlText(text.slice(0, MAX_INPUT_CHARS)).replace(DOTTED_ABBREVIATION, (run) =>
    run.replaceAll(".", ""),
  );
  // Plain ASCII has no accents to strip; skipping two Unicode normalisations halves the cost of a long query.
  if (NON_ASCII.test(decoded))
    decoded = decoded.normalize("NFKD").replace(LATIN_ACCENTS, "").normalize("NFC");
  return decoded.toLowerCase().replace(APOSTROPHES, "").replace(SEPARATORS, " ").trim();
}
