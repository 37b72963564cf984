import { targetsFollowMessages } from '@oligowatch/shared/messages/targets';
import type { FollowFrequency } from '@oligowatch/shared/schemas/target-follow';
import { invalid, notFound, upstreamUnavailable } from '../lib/errors';
import { callJob } from '../lib/jobs/call-job';
import { logger } from '../lib/logger';
import { ncbiDateOfIso } from './domain/refresh-window';
import {
  getCladeFollowState,
  putFollow,
  removeFollow,
  type StoredFollow,
} from './repository/follows-repository';

/**
 * Following and no longer following (issue 32), for PUT/DELETE /v1/targets/{id}/follow and an
 * import confirmed with "Keep this target up to date". The scheduler schedule is the schedules
 * feature's (its setRefreshSchedule job): it is made or changed first, so a clade never follows
 * without one; when the scheduler refuses, nothing is stored and the caller is told (503).
 */

const setSchedule = async (cladeID: string, everyDays: number | null): Promise<void> => {
  try {
    await callJob('setRefreshSchedule', { cladeID, everyDays });
  } catch (error) {
    logger.error('The refresh schedule could not be set', { cladeID, everyDays, error });
    throw upstreamUnavailable('scheduler', targetsFollowMessages.schedulerFailed);
  }
};

/** Makes the clade follow the query of the import that made it, or changes how often. */
export const followClade = async (
  cladeID: string,
  frequency: FollowFrequency,
  followedBy: string,
): Promise<StoredFollow> => {
  const state = await getCladeFollowState(cladeID);
  if (!state.exists) throw notFound('clade', targetsFollowMessages.cladeNotFound);
  const query = state.importedQuery;
  if (!query) throw invalid(targetsFollowMessages.cannotFollowManual);
  const previous = state.follow;
  const follow: StoredFollow = {
    cladeID,
    term: query.term,
    filters: query.filters,
    byTaxonomy: query.byTaxonomy !== false,
    taxonomicID: query.taxonomicID,
    commonName: query.commonName,
    everyDays: frequency.everyDays,
    followed_by: followedBy,
    followed_at: new Date().toISOString(),
    // The import fetched what was published up to the day it searched; a change of frequency
    // keeps the mark a refresh moved on.
    high_water: previous?.high_water ?? ncbiDateOfIso(query.searched_at),
    ...(previous?.modified_through ? { modified_through: previous.modified_through } : {}),
    ...(previous?.last_refresh_id ? { last_refresh_id: previous.last_refresh_id } : {}),
    ...(previous?.last_refresh_at ? { last_refresh_at: previous.last_refresh_at } : {}),
    ...(previous?.refreshed_id ? { refreshed_id: previous.refreshed_id } : {}),
    ...(previous?.refreshed_at ? { refreshed_at: previous.refreshed_at } : {}),
    query,
  };
  await setSchedule(cladeID, follow.everyDays);
  if (!(await putFollow(cladeID, follow))) {
    await setSchedule(cladeID, null);
    throw invalid(targetsFollowMessages.cannotFollowManual);
  }
  logger.info('Clade follows its NCBI query', { cladeID, everyDays: follow.everyDays, by: followedBy });
  return follow;
};

/** Stops following: the schedule is deleted first, then the follow; samples and history stay. */
export const unfollowClade = async (cladeID: string): Promise<void> => {
  const state = await getCladeFollowState(cladeID);
  if (!state.follow) throw notFound('follow', targetsFollowMessages.notFollowing);
  await setSchedule(cladeID, null);
  await removeFollow(cladeID);
  logger.info('Clade no longer follows its NCBI query', { cladeID });
};

/** What the API shows of a follow (the query it runs stays inside). */
export const publicFollow = (follow: StoredFollow) => {
  const { query: _query, ...rest } = follow;
  return rest;
};
