import { Button, Modal } from '@mantine/core';
import { SELECT_TARGET_PAGE_SIZE } from '@oligowatch/shared/constants';
import { reportsApiMessages } from '@oligowatch/shared/messages/reports';
import type { SelectedTarget, TargetOption } from '@oligowatch/shared/schemas/target';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { IconPlus } from '../../../components/icons';
import { useLogFailure } from '../../../lib/use-log-failure';
import { useTargetOptions } from '../api/list-target-options';

interface SelectTargetModalProps {
  opened: boolean;
  /** The close control: the overlay should hide. */
  onClose: () => void;
  /** Add: the selected target (targetID and name); the caller hides the overlay. */
  onSelect: (target: SelectedTarget) => void;
}

/** The Select Target overlay of SPEC.md section 2: target options, 5 a page, sortable, Add per row. */
export function SelectTargetModal({ opened, onClose, onSelect }: SelectTargetModalProps) {
  const options = useTargetOptions(opened);
  useLogFailure(options.error, reportsApiMessages.targetOptionsFailed);

  const columns: DataTableColumn<TargetOption>[] = [
    { accessor: 'cladeName', title: 'Clade Name', sortable: true },
    { accessor: 'sampleCount', title: 'Samples', sortable: true, textAlign: 'right' },
    { accessor: 'cladeID', title: 'Clade ID', sortable: true },
    {
      accessor: 'actions',
      title: 'Actions',
      render: (option) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          aria-label={`Add ${option.cladeName}`}
          onClick={() => onSelect({ targetID: option.cladeID, name: option.cladeName })}
        >
          Add
        </Button>
      ),
    },
  ];

  return (
    <Modal opened={opened} onClose={onClose} title="Select Target" size="xl" centered>
      <DataTable
        ariaLabel="Target options"
        records={options.data ?? []}
        columns={columns}
        idAccessor={(option) => String(option.cladeID)}
        pageSize={SELECT_TARGET_PAGE_SIZE}
        pageSizeOptions={[]}
        showLastPageLink
        loading={options.isPending && opened}
        noRecordsText="No targets"
      />
    </Modal>
  );
}
