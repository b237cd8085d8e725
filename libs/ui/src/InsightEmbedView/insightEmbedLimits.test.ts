import { INSIGHT_EMBED_HEIGHT_PX } from './insightEmbedLimits';

test('the embedded dashboard is 1200 px high (spec §9)', () => {
  expect(INSIGHT_EMBED_HEIGHT_PX).toBe(1200);
});
