import { FALLBACK_DOMAIN_CONFIG } from '@dl/shared-config';
import { withTrackers } from './withTrackers';

let loads = 0;
jest.mock('./trackers', () => {
  loads++;
  return { marker: 'trackers' };
});

const analytics = (trackingEnabled: boolean) => ({ ...FALLBACK_DOMAIN_CONFIG.analytics, trackingEnabled });
const settle = () => new Promise((r) => setTimeout(r, 10));

it("never loads the trackers' code on a domain that does not track", async () => {
  const use = jest.fn();
  withTrackers(analytics(false), use);
  await settle();
  expect(loads).toBe(0);
  expect(use).not.toHaveBeenCalled();
});

it('hands the loaded code to the effect on a domain that tracks, unless the effect was cleaned up first', async () => {
  const use = jest.fn();
  withTrackers(analytics(true), use);
  const late = jest.fn();
  const stop = withTrackers(analytics(true), late);
  stop();
  await settle();
  expect(loads).toBe(1);
  expect(use).toHaveBeenCalledWith(expect.objectContaining({ marker: 'trackers' }));
  expect(late).not.toHaveBeenCalled();
});
