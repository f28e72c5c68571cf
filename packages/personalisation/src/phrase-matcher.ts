/**
 * How a phrase may end inside the text:
 * - "word": only at the end of a word (short aliases: "uk" is not the start of "ukraine", "us" not the end of "bus");
 * - "inflected": at the end of a word or before a plural or demonym ending ("australian", "indians"), but not inside
 *   another word ("malik" is not Mali, "indiana" is not India);
 * - "prefix": at the start of any word ("tour" in "tourist", "visit" in "visiting").
 */
export type MatchMode = "word" | "inflected" | "prefix";

/** One phrase to find, already normalised (see normaliseText), and what finding it means. */
export interface Phrase<Kind extends string = string> {
  /** Which list the phrase belongs to; each kind is matched independently of the others. */
  kind: Kind;
  text: string;
  value: string;
  mode: MatchMode;
}

/** One occurrence found in a normalised text. */
export interface PhraseMatch {
  value: string;
  /** Index of the first character in the normalised text. */
  start: number;
}

interface Terminal {
  /** Index of the kind in the matcher's list of kinds. */
  kind: number;
  value: string;
  mode: MatchMode;
}

// Children by UTF-16 code: a dense array for ASCII (nearly every step of a real query), a map for the rest.
interface TrieNode {
  ascii: (TrieNode | undefined)[];
  other: Map<number, TrieNode>;
  terminals?: Terminal[];
}

function newNode(): TrieNode {
  return { ascii: [], other: new Map() };
}

function childOf(node: TrieNode, code: number): TrieNode | undefined {
  return code < 128 ? node.ascii[code] : node.other.get(code);
}

const SPACE = 32;
// Endings after which a name still means itself: plurals and the demonyms of English ("iranian", "omani").
const INFLECTIONS = new Set(["s", "es", "n", "ns", "an", "ans", "ian", "ians", "i", "is", "ese"]);

function endsWell(text: string, end: number, mode: MatchMode): boolean {
  if (end === text.length || text.charCodeAt(end) === SPACE) return true;
  if (mode === "prefix") return true;
  if (mode === "word") return false;
  const wordEnd = text.indexOf(" ", end);
  return INFLECTIONS.has(text.slice(end, wordEnd === -1 ? text.length : wordEnd));
}

/**
 * Finds phrases of several kinds at word starts in a normalised text with one character trie: a single pass over the
 * text, at most the longest phrase's length of steps per word, whatever the number of phrases. For each kind, the
 * longest phrase at a word wins ("niger" never hides "nigeria", "guinea bissau" beats "guinea") and that kind's scan
 * continues after it.
 */
export class PhraseMatcher<Kind extends string> {
  readonly #root: TrieNode = newNode();
  readonly #kinds: readonly Kind[];

  constructor(kinds: readonly Kind[], phrases: Iterable<Phrase<Kind>>) {
    this.#kinds = kinds;
    for (const phrase of phrases) this.#add(phrase);
  }

  #add({ kind, text, value, mode }: Phrase<Kind>): void {
    if (text.length === 0) throw new Error(`Empty phrase for ${value}`);
    let node = this.#root;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      let next = childOf(node, code);
      if (!next) {
        next = newNode();
        if (code < 128) node.ascii[code] = next;
        else node.other.set(code, next);
      }
      node = next;
    }
    const index = this.#kinds.indexOf(kind);
    if (index === -1) throw new Error(`Unknown kind ${kind}`);
    node.terminals ??= [];
    const clash = node.terminals.find((terminal) => terminal.kind === index);
    if (clash && clash.value !== value) throw new Error(`"${text}" means both ${clash.value} and ${value}`);
    if (!clash) node.terminals.push({ kind: index, value, mode });
  }

  /** Every match of every kind, each kind's in text order. */
  scan(text: string): Record<Kind, PhraseMatch[]> {
    const kinds = this.#kinds.length;
    const found: PhraseMatch[][] = Array.from({ length: kinds }, () => []);
    const blockedUntil: number[] = new Array(kinds).fill(0);
    // The longest acceptable phrase of each kind at the current word: its value and end, or undefined.
    const bestValue: (string | undefined)[] = new Array(kinds).fill(undefined);
    const bestEnd: number[] = new Array(kinds).fill(0);
    let start = 0;
    while (start < text.length) {
      let node: TrieNode | undefined = this.#root;
      let any = false;
      for (let i = start; i < text.length; i++) {
        node = childOf(node, text.charCodeAt(i));
        if (!node) break;
        if (!node.terminals) continue;
        for (const terminal of node.terminals) {
          if (start >= (blockedUntil[terminal.kind] ?? 0) && endsWell(text, i + 1, terminal.mode)) {
            bestValue[terminal.kind] = terminal.value;
            bestEnd[terminal.kind] = i + 1;
            any = true;
          }
        }
      }
      if (any) {
        for (let kind = 0; kind < kinds; kind++) {
          const value = bestValue[kind];
          if (value === undefined) continue;
          found[kind]?.push({ value, start });
          blockedUntil[kind] = bestEnd[kind] ?? 0;
          bestValue[kind] = undefined;
        }
      }
      const nextSpace = text.indexOf(" ", start);
      if (nextSpace === -1) break;
      start = nextSpace + 1;
    }
    const result = {} as Record<Kind, PhraseMatch[]>;
    for (const [index, kind] of this.#kinds.entries()) result[kind] = found[index] ?? [];
    return result;
  }
}
