/**
 * The whole messages catalogue, for code that must see every text at once (a test that checks each
 * 4xx answer is one of ours). Features import their groups from the feature's own module
 * (`@oligowatch/shared/messages/reports`, ...), never from here: this entry point exports only
 * `messageCatalogue` (docs/decisions/0028-messages-by-feature.md).
 */

import * as accounts from './accounts';
import * as auth from './auth';
import * as common from './common';
import * as oligos from './oligos';
import * as products from './products';
import * as reports from './reports';
import * as schedules from './schedules';
import * as targets from './targets';

/** A module's message groups: its exports that are objects (a helper such as outcomeReasonText is left out). */
const groupsOf = <M extends Record<string, unknown>>(module: M) =>
  Object.fromEntries(
    Object.entries(module).filter(([, value]) => typeof value === 'object' && value !== null),
  ) as {
    readonly [K in keyof M as M[K] extends (...args: never[]) => unknown ? never : K]: M[K];
  };

/**
 * Every group of every module, by module: `messageCatalogue.reports.reportsApiMessages.reportNotFound`.
 * A group's values are texts, functions that write a text from their arguments, lists of texts
 * (table columns) or objects of those (words per role, per reason); walk them recursively to list
 * every message.
 */
export const messageCatalogue = {
  common: groupsOf(common),
  accounts: groupsOf(accounts),
  auth: groupsOf(auth),
  oligos: groupsOf(oligos),
  products: groupsOf(products),
  targets: groupsOf(targets),
  reports: groupsOf(reports),
  schedules: groupsOf(schedules),
} as const;
