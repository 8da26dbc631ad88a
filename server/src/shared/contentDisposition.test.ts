import { contentDisposition } from './contentDisposition';

describe('contentDisposition', () => {
  it('keeps UTF-8 names in filename* and an ASCII fallback, cleaned by the filename policy (SPEC §5)', () => {
    expect(contentDisposition('视频 1080p.mp4')).toBe(`attachment; filename="___1080p.mp4"; filename*=UTF-8''%E8%A7%86%E9%A2%91_1080p.mp4`);
    expect(contentDisposition('../../etc/passwd')).toBe(`attachment; filename="etcpasswd"; filename*=UTF-8''etcpasswd`);
    expect(contentDisposition('')).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
  });
});
