import type { DatasetSettings } from '../domains/analytics/datasets/dataset-definition';
import type { PasswordHashingConfig } from '../config';
import type { AnalyticsVolume } from '../demo/demo-analytics-data';

/** The lightest argon2id parameters: the seed hashes its passwords in milliseconds. */
export const testPasswordHashing: PasswordHashingConfig = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/**
 * The tests' analytics data: the last whole month and this one so far (about 90,000 consumption rows, not a
 * million), enough for every filter kind and quick to copy into each test file's database.
 */
export const testAnalyticsVolume: AnalyticsVolume = { months: 1 };

/** The datasets' settings as the test app's configuration gives them (testConfig's portalUrl). */
export const testDatasetSettings: DatasetSettings = { portalUrl: 'http://127.0.0.1:4200' };
