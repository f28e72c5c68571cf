/** One table's row count and a digest of every row's content (order-independent). */
export interface TableFingerprint {
  rows: number;
  digest: string;
}

/** Every table of the product (its own and the migrations' journal), by `schema.table`. */
export type DatabaseFingerprint = Record<string, TableFingerprint>;

/** Runs one SQL text and answers its rows: PGlite's `query`, postgres-js's `unsafe` (a transaction's too). */
export type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * The fingerprint of every table: row count and the md5 of its rows' md5s in sorted order. Written into a backup's
 * manifest and compared after a restore, so that "restored" means every record (uploaded files included: they are
 * rows too) came back byte for byte, not just that the command ended without an error.
 */
export async function fingerprintDatabase(run: RunQuery): Promise<DatabaseFingerprint> {
  const tables = await run(`
    select table_schema, table_name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')
    order by table_schema, table_name`);
  const result: DatabaseFingerprint = {};
  for (const table of tables) {
    const schema = String(table.table_schema);
    const name = String(table.table_name);
    const [row] = await run(`
      select count(*)::int as rows,
        md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as digest
      from ${quote(schema)}.${quote(name)} t`);
    result[`${schema}.${name}`] = { rows: Number(row?.rows ?? 0), digest: String(row?.digest ?? "") };
  }
  return result;
}

/** The tables whose content differs between two fingerprints, with what each side holds. */
export function fingerprintDifferences(expected: DatabaseFingerprint, actual: DatabaseFingerprint): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  const differences: string[] = [];
  for (const name of [...names].sort()) {
    const want = expected[name];
    const got = actual[name];
    if (!want) differences.push(`${name}: not in the backup but in the database`);
    else if (!got) differences.push(`${name}: missing (${want.rows} rows expected)`);
    else if (want.rows !== got.rows) differences.push(`${name}: ${got.rows} rows instead of ${want.rows}`);
    else if (want.digest !== got.digest) differences.push(`${name}: same row count, different content`);
  }
  return differences;
}
