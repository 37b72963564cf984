import { Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { BatchImportForm } from './batch-import-form';
import { ManualEntryForm } from './manual-entry-form';

const METHODS = [
  { value: 'manual', label: 'Manual Entry' },
  { value: 'taxonomy', label: 'Batch by TaxonomicID' },
  { value: 'term', label: 'Batch by Search Term' },
] as const;
type Method = (typeof METHODS)[number]['value'];

/** 'Add Target': choose an entry method, then its form (SPEC.md section 2). */
export function AddTargetModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [method, setMethod] = useState<Method>('manual');
  return (
    <Modal opened={opened} onClose={onClose} title="Add Target" size="xl">
      <Stack gap="lg">
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            Entry method
          </Text>
          <SegmentedControl
            fullWidth
            data={METHODS.map((m) => ({ value: m.value, label: m.label }))}
            value={method}
            onChange={(value) => setMethod(value as Method)}
            aria-label="Entry method"
          />
        </Stack>
        {method === 'manual' ? (
          <ManualEntryForm />
        ) : (
          // A fresh form per method: the taxonomy and term forms do not share their typed query.
          <BatchImportForm key={method} mode={method} onImportStarted={onClose} />
        )}
      </Stack>
    </Modal>
  );
}
