import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './001_foundation.js';
import * as m002 from './002_accounts.js';
import * as m003 from './003_reviews.js';
import * as m004 from './004_catalogue.js';
import * as m005 from './005_discovery.js';
import * as m006 from './006_search_changes.js';
import * as m007 from './007_rate_limits.js';
import * as m008 from './008_accounts_hardening.js';
import * as m009 from './009_search_clicks.js';
import * as m010 from './010_sandbox_gateway.js';
import * as m011 from './011_live_events.js';
import * as m012 from './012_commerce.js';
import * as m013 from './013_orders.js';
import * as m014 from './014_learning.js';
import * as m015 from './015_quizzes_certificates.js';
import * as m016 from './016_learning_social.js';
import * as m017 from './017_current_payment.js';
import * as m018 from './018_watch_budgets.js';
import * as m019 from './019_place_order.js';
import * as m020 from './020_live_sessions.js';
import * as m021 from './021_points_vouchers.js';
import * as m022 from './022_subscriptions_donations_prakerja.js';
import * as m023 from './023_message_queue.js';
import * as m024 from './024_notifications.js';
import * as m025 from './025_push_tokens.js';
import * as m026 from './026_competition.js';
import * as m027 from './027_rooms.js';
import * as m028 from './028_bootcamp_lecture.js';
import * as m029 from './029_offline_replay.js';
import * as m030 from './030_search_synonyms.js';
import * as m031 from './031_order_line_titles.js';
import * as m032 from './032_preview_changes.js';

/**
 * Every migration, in order. Names are permanent once released: add new files, never edit old ones.
 * Listed explicitly (not read from disk) so the bundled server and the tests see the same set.
 */
export const migrations: Record<string, Migration> = {
  '001_foundation': m001,
  '002_accounts': m002,
  '003_reviews': m003,
  '004_catalogue': m004,
  '005_discovery': m005,
  '006_search_changes': m006,
  '007_rate_limits': m007,
  '008_accounts_hardening': m008,
  '009_search_clicks': m009,
  '010_sandbox_gateway': m010,
  '011_live_events': m011,
  '012_commerce': m012,
  '013_orders': m013,
  '014_learning': m014,
  '015_quizzes_certificates': m015,
  '016_learning_social': m016,
  '017_current_payment': m017,
  '018_watch_budgets': m018,
  '019_place_order': m019,
  '020_live_sessions': m020,
  '021_points_vouchers': m021,
  '022_subscriptions_donations_prakerja': m022,
  '023_message_queue': m023,
  '024_notifications': m024,
  '025_push_tokens': m025,
  '026_competition': m026,
  '027_rooms': m027,
  '028_bootcamp_lecture': m028,
  '029_offline_replay': m029,
  '030_search_synonyms': m030,
  '031_order_line_titles': m031,
  '032_preview_changes': m032,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
