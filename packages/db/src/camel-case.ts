/** `app_name` → `appName`, as a type. */
type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Name;

/** A row with its column names in camelCase. */
type CamelCased<Row> = { [Column in keyof Row & string as CamelCase<Column>]: Row[Column] };

/** Neither has a field, a modifier or a wider type the other has not: assignable is not enough. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Mirrors `CamelCase`, so the keys are the ones the type names. */
function camelCaseOf(column: string): string {
  const [head = "", ...tail] = column.split("_");
  return head + tail.map(capitalized).join("");
}

/**
 * Maps a row to its record by naming each column in camelCase. It compiles only where `RowRecord` is exactly `CamelCased<Row>`: a record
 * that leaves a column out (a password hash, a token), renames one or converts one keeps a mapper of its own, so no column it does not
 * declare reaches a caller.
 */
export function camelCaseMapper<Row extends object, RowRecord>(
  ..._proof: Same<CamelCased<Row>, RowRecord> extends true ? [] : [recordIsNotExactlyTheRowInCamelCase: never]
): (row: Row) => RowRecord {
  return (row) => Object.fromEntries(Object.entries(row).map(([column, value]) => [camelCaseOf(column), value])) as RowRecord;
}
