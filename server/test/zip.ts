/** Reads a ZIP back (tests of the ZIP downloads): its entries in order, with their bytes and whether they were compressed. */
import yauzl from 'yauzl';

export interface ZipEntry {
  name: string;
  data: Buffer;
  compressed: boolean;
}

/** The entries of a ZIP held in memory or in a file. */
export function readZip(source: Buffer | string): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    const opened = (err: Error | null, zip?: yauzl.ZipFile) => {
      if (err || !zip) return reject(err);
      const entries: ZipEntry[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.push({ name: entry.fileName, data: Buffer.concat(chunks), compressed: entry.compressionMethod !== 0 });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => {
        zip.close();
        resolve(entries);
      });
      zip.on('error', reject);
      zip.readEntry();
    };
    if (typeof source === 'string') yauzl.open(source, { lazyEntries: true }, opened);
    else yauzl.fromBuffer(source, { lazyEntries: true }, opened);
  });
}
