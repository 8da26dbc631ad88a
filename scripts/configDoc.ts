/**
 * Writes docs/configuration.md's table of the server's variables from the settings each part of the server declares
 * (`npm run docs:config`); scripts/configDoc.test.ts fails when the doc and the schemas differ.
 */
import fs from 'node:fs';
import path from 'node:path';
import { configurationTable } from '../server/src/settings';
import { TABLE_MARKS } from '../server/src/infra/settings';

export const DOC = path.resolve(__dirname, '..', 'docs', 'configuration.md');

/** The doc's text with the table between the marks replaced by the one the schemas make. */
export function withTable(doc: string): string {
  const [start, end] = TABLE_MARKS;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/configuration.md has no table marked ${start} … ${end}`);
  return `${doc.slice(0, from + start.length)}\n${configurationTable()}\n${doc.slice(to)}`;
}

if (require.main === module) fs.writeFileSync(DOC, withTable(fs.readFileSync(DOC, 'utf8')));
