import { Button, Checkbox, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  BATCH_COUNT_HINT_MS,
  IMPORT_SUCCESS_TOAST_MS,
  REDIRECT_AFTER_BATCH_IMPORT_MS,
} from '@oligowatch/shared/constants';
import { targetsFollowMessages, targetsImportMessages } from '@oligowatch/shared/messages/targets';
import type { TaxonCount } from '@oligowatch/shared/schemas/target';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { serverMessageOr } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useProcessCachedImport } from '../api/process-cached-import';
import { cutTargetName } from '../utils/cut-target-name';
import {
  DEFAULT_FOLLOW_FREQUENCY,
  FollowFrequencyInput,
  type FollowFrequencyValue,
  toFollowInput,
} from './follow-frequency-input';

/** What POST /v1/cache found, and what the import call needs besides. */
export interface ImportCandidate {
  targetCount: number;
  commonName: string;
  cacheID: string;
  sourceDatabase: string;
  cladeID?: string;
  /** Ours: the hits per taxon their records declare, and those whose taxa the import reads. */
  taxa?: TaxonCount[];
  unsortedCount?: number;
}

/** Each taxon the records declare, with its count: each sample goes under its own taxon. */
function TaxaBreakdown({ taxa, unsorted }: { taxa: readonly TaxonCount[]; unsorted: number }) {
  return (
    <Stack gap={4}>
      <Text size="sm">{targetsImportMessages.taxaBreakdownTitle}</Text>
      <List size="sm" aria-label="Sequences per taxon" withPadding>
        {taxa.map((t) => (
          <List.Item key={t.taxonomicID}>
            <Text span size="sm" fw={700}>
              {t.count}
            </Text>{' '}
            {cutTargetName(t.commonName)} ({t.taxonomicID})
          </List.Item>
        ))}
        {unsorted > 0 ? <List.Item>{targetsImportMessages.taxaUnsorted(unsorted)}</List.Item> : null}
      </List>
    </Stack>
  );
}

/**
 * The batch confirmation (SPEC.md sections 2, 4, 5): the count and the name (cut at 50
 * characters); 'Yes, Import' is enabled once the typed text equals the count. A wrong value
 * (submitted with Enter, or typed to the count's length) shows 'Please enter {count} to proceed!'
 * for 3 s. On success the server's message shows for 2.2 s, then the app goes to /targets.
 * Ours, below the count: the count per taxon, since each sample goes under the taxon its own
 * record declares (a search term may span several); and "Keep this target up to date" with how
 * often (issue 32): the clade then follows the query.
 */
export function ImportConfirmDialog({
  candidate,
  onClose,
  onImportStarted,
}: {
  candidate: ImportCandidate | null;
  onClose: () => void;
  onImportStarted: () => void;
}) {
  const navigate = useNavigate();
  const start = useProcessCachedImport();
  const [typed, setTyped] = useState('');
  // Issue 32: "Keep this target up to date", and how often.
  const [follow, setFollow] = useState(false);
  const [frequency, setFrequency] = useState<FollowFrequencyValue>(DEFAULT_FOLLOW_FREQUENCY);
  const hinted = useRef('');
  useEffect(() => {
    if (candidate) {
      setTyped('');
      setFollow(false);
      setFrequency(DEFAULT_FOLLOW_FREQUENCY);
    }
  }, [candidate]);

  const count = String(candidate?.targetCount ?? '');
  const matches = typed.trim() === count;
  const hint = (value: string) => {
    if (hinted.current === value) return;
    hinted.current = value;
    showErrorToast(targetsImportMessages.enterCount(count), BATCH_COUNT_HINT_MS);
  };
  const onType = (value: string) => {
    setTyped(value);
    if (value.trim().length >= count.length && value.trim() !== count) hint(value.trim());
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!candidate) return;
    if (!matches) {
      hinted.current = '';
      hint(typed.trim());
      return;
    }
    start.mutate(
      {
        sourceDatabase: candidate.sourceDatabase,
        cacheID: candidate.cacheID,
        cladeID: candidate.cladeID,
        ...(follow ? { follow: toFollowInput(frequency) } : {}),
      },
      {
        onSuccess: (message) => {
          showSuccessToast(message, IMPORT_SUCCESS_TOAST_MS);
          setTimeout(() => {
            onImportStarted();
            navigate(paths.targets);
          }, REDIRECT_AFTER_BATCH_IMPORT_MS);
        },
        onError: (error) => showErrorToast(serverMessageOr(error, targetsImportMessages.importFailed)),
      },
    );
  };

  return (
    <Modal opened={candidate !== null} onClose={onClose} title="Confirm Import" centered zIndex={300}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text>
            <Text span fw={700}>
              {count}
            </Text>{' '}
            sequences of{' '}
            <Text span fw={700}>
              {cutTargetName(candidate?.commonName ?? '')}
            </Text>{' '}
            were found.
          </Text>
          {candidate?.taxa && candidate.taxa.length > 0 ? (
            <TaxaBreakdown taxa={candidate.taxa} unsorted={candidate.unsortedCount ?? 0} />
          ) : null}
          <TextInput
            label={`Type ${count} to confirm the import`}
            value={typed}
            onChange={(event) => onType(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter does not submit while 'Yes, Import' is disabled: say why instead.
              if (event.key === 'Enter' && !matches) {
                event.preventDefault();
                hinted.current = '';
                hint(typed.trim());
              }
            }}
            autoComplete="off"
            inputMode="numeric"
            data-autofocus
          />
          <Checkbox
            label={targetsFollowMessages.keepUpToDate}
            checked={follow}
            onChange={(event) => setFollow(event.currentTarget.checked)}
          />
          {follow ? <FollowFrequencyInput value={frequency} onChange={setFrequency} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!matches || start.isPending || start.isSuccess}>
              Yes, Import
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
