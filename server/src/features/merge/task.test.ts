import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mustYield, planMerge } from './task';

describe('merges sharing the disk budget', () => {
  let dir: string;
  const file = (name: string, size: number) => fs.writeFileSync(path.join(dir, name), Buffer.alloc(size));
  const later = () => new Promise((r) => setTimeout(r, 20));
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-'));
    file('done.mp4', 800);
    file('first.mp4.part', 200);
    await later();
    file('second.mp4.part', 100);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const yields = (part: string, budget: number) => mustYield(dir, budget, path.join(dir, part));

  it('within the budget, no running merge gives way', () => {
    expect(yields('first.mp4.part', 1100)).toBe(false);
    expect(yields('second.mp4.part', 1100)).toBe(false);
  });

  it('over it, the merge that started last gives way and the earlier one goes on', () => {
    expect(yields('second.mp4.part', 1099)).toBe(true);
    expect(yields('first.mp4.part', 1099)).toBe(false);
    // Growing does not change the order: the earlier merge keeps its place.
    fs.appendFileSync(path.join(dir, 'first.mp4.part'), Buffer.alloc(500));
    expect(yields('first.mp4.part', 1099)).toBe(false);
  });

  it('once it has gone, the next gives way if the folder is still over', () => {
    fs.rmSync(path.join(dir, 'second.mp4.part'));
    expect(yields('first.mp4.part', 999)).toBe(true);
    expect(yields('first.mp4.part', 1000)).toBe(false);
  });
});

describe('a clip of a signed link', () => {
  it('fits its task record whatever the length of the media URL (the key column holds 512 characters)', () => {
    const url = `https://cdn.example.com/v.mp4?${'x'.repeat(3000)}`;
    const link = { url, headers: {}, filename: 'YouTube_Talk_720p.mp4', title: 'Talk', platform: 'YouTube' };
    const a = planMerge({ link, clip: { start: 5, end: 11, cut: 'keyframes' } }, os.tmpdir(), 0).task;
    const b = planMerge({ link: { ...link, url: `${url}y` }, clip: { start: 5, end: 11, cut: 'keyframes' } }, os.tmpdir(), 0).task;
    expect(a.key.length).toBeLessThanOrEqual(512);
    expect(a.key).not.toBe(b.key);
    expect(a.filename).toBe('YouTube_Talk_720p_clip_0m05s-0m11s.mp4');
    expect(a.contentType).toBe('video/mp4');
  });
});
