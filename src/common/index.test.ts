import { describe, expect, it } from 'vitest';
import * as common from './index.js';

describe('index re-exports', () => {
  it('exposes every module', () => {
    for (const name of [
      'ContentType',
      'AVATAR_MAX_BYTES',
      'IPC',
      'voucherDiscount',
      'totals',
      'contentPrice',
      'cartSummary',
      'maskName',
      'formatNumber',
      'formatRupiah',
      'abbreviateCount',
      'abbreviateCountLower',
      'formatDateLong',
      'formatDateTimeLong',
      'isAfterStartOfToday',
      'monthBadgeColor',
      'durationLabel',
      'checkAvatar',
      'checkUpload',
      'sniffImageType',
      'siteUrl',
      'slugify',
      'programTypeColor',
      'categoryChipColor',
      'contentTypeTagColor',
      'TOAST_COLORS',
      'contrastRatio',
    ]) {
      expect(common, name).toHaveProperty(name);
    }
  });
});
