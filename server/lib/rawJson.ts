/**
 * A JSON object whose member values are already JSON text: listing cards and facets arrive from
 * the database serialised, and parsing them only to serialise them again would double the cost.
 */
export function rawJsonObject(members: Record<string, string>): string {
  return `{${Object.entries(members)
    .map(([key, json]) => `${JSON.stringify(key)}:${json}`)
    .join(',')}}`;
}

/** The JSON text of a value (members built in JavaScript). */
export const json = (value: unknown): string => JSON.stringify(value) ?? 'null';
