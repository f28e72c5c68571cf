// The message catalogues' check (docs/decisions/011): every key in every language, the same placeholders and tags in
// each translation, and compiled catalogues that match their sources. Prints one line per check and "N passed, N
// failed".
// `node scripts/check-messages.mjs --write` recompiles packages/content/src/i18n/compiled/*.json after a copy change.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { checkReport } from "./lib/check-report.mjs";

const root = path.join(import.meta.dirname, "..");
const i18nDir = path.join(root, "packages", "content", "src", "i18n");
const require = createRequire(path.join(root, "packages", "content", "package.json"));
const { compileMessage } = require("@lingui/message-utils/compileMessage");

const LOCALES = ["en", "hi"];
// The catalogues each language is split into, by key prefix: a copy of the table in loadCatalogue's module,
// packages/content/src/i18n/messages.ts (whose test fails if the two disagree). Every key no part claims is in the
// site's catalogue, `<locale>.json`.
const partPrefixes = {
  legal: ["privacy.", "terms.", "legal."],
  form: ["form.", "success.", "visaType."],
  destination: ["destination."],
  meta: ["meta."],
};
const partOf = (key) =>
  Object.keys(partPrefixes).find((part) => partPrefixes[part].some((prefix) => key.startsWith(prefix))) ??
  "site";
const PARTS = [
  ["", (key) => partOf(key) === "site"],
  ...Object.keys(partPrefixes).map((part) => [`.${part}`, (key) => partOf(key) === part]),
];
const write = process.argv.includes("--write");
const { report, finish } = checkReport();

const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));
const sources = Object.fromEntries(
  LOCALES.map((locale) => [locale, readJson(path.join(i18nDir, "messages", `${locale}.json`))]),
);

// The names a message needs from its caller ({name}) and the tags it wraps around components (<0>...</0>, <1/>).
function slotsOf(message) {
  const names = [...message.matchAll(/\{\s*([\w]+)\s*[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\s*\/?>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...names, ...tags])].sort().join(" ");
}

const [reference, ...others] = LOCALES;
const referenceKeys = Object.keys(sources[reference]);
for (const locale of others) {
  const keys = new Set(Object.keys(sources[locale]));
  const missing = referenceKeys.filter((key) => !keys.has(key));
  const extra = [...keys].filter((key) => !(key in sources[reference]));
  report(
    missing.length === 0,
    `${locale} has every ${reference} key${missing.length ? `: missing ${missing.join(", ")}` : ""}`,
  );
  report(
    extra.length === 0,
    `${locale} has no key that ${reference} lacks${extra.length ? `: extra ${extra.join(", ")}` : ""}`,
  );
  const mismatched = referenceKeys.filter(
    (key) => keys.has(key) && slotsOf(sources[locale][key]) !== slotsOf(sources[reference][key]),
  );
  report(
    mismatched.length === 0,
    `${locale} keeps the placeholders and tags of each ${reference} message${mismatched.length ? `: differs in ${mismatched.join(", ")}` : ""}`,
  );
}

for (const locale of LOCALES) {
  const empty = Object.entries(sources[locale]).filter(
    ([, text]) => typeof text !== "string" || text.trim() === "",
  );
  report(
    empty.length === 0,
    `${locale} has no empty message${empty.length ? `: ${empty.map(([key]) => key).join(", ")}` : ""}`,
  );
  let compiled;
  try {
    compiled = Object.entries(sources[locale]).map(([key, text]) => [key, compileMessage(text)]);
  } catch (error) {
    report(false, `${locale} messages compile (${error.message})`);
    continue;
  }
  // Several catalogues per language: the texts of one kind of page load only with it.
  for (const [part, keep] of PARTS) {
    const file = path.join(i18nDir, "compiled", `${locale}${part}.json`);
    const expected = `${JSON.stringify(Object.fromEntries(compiled.filter(([key]) => keep(key))), null, 1)}\n`;
    if (write) writeFileSync(file, expected);
    let actual = "";
    try {
      actual = readFileSync(file, "utf8");
    } catch {}
    report(
      actual === expected,
      `compiled/${locale}${part}.json matches messages/${locale}.json${actual === expected ? "" : " (run node scripts/check-messages.mjs --write)"}`,
    );
  }
}

// The key type the code checks message ids against, written from the English catalogue (a TypeScript file, not a JSON
// import, so that the published package's types do not depend on a JSON file).
{
  const file = path.join(i18nDir, "message-keys.ts");
  const keys = Object.keys(sources[reference]).map((key) => `  ${JSON.stringify(key)},`);
  const expected = `// Written by \`node scripts/check-messages.mjs --write\` from messages/${reference}.json: do not edit.\n\n/** Every message key of the public site's catalogues. */\nexport const MESSAGE_KEYS = [\n${keys.join("\n")}\n] as const;\n\nexport type MessageKey = (typeof MESSAGE_KEYS)[number];\n`;
  if (write) writeFileSync(file, expected);
  let actual = "";
  try {
    actual = readFileSync(file, "utf8");
  } catch {}
  report(actual === expected, `message-keys.ts lists the keys of messages/${reference}.json`);
}

finish();
