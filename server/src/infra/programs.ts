/** Where a program the server starts lives: the path given, or the first match on PATH. */
import fs from 'node:fs';
import path from 'node:path';

/** A regular file with an execute bit (access(2) would say yes to any file for root). */
function executable(file: string): boolean {
  try {
    const st = fs.statSync(file);
    return st.isFile() && (st.mode & 0o111) !== 0;
  } catch {
    return false;
  }
}

/** An absolute or relative path is taken as it is; a bare name is looked up on `searchPath`. Null: not there. */
export function findProgram(program: string, searchPath = process.env.PATH ?? ''): string | null {
  if (program.includes('/')) return executable(program) ? path.resolve(program) : null;
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, program);
    if (executable(file)) return file;
  }
  return null;
}
