import { Button, Group } from '@mantine/core';
import { oligoMessages } from '@oligowatch/shared/messages';
import { IconArchive, IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useActiveOligos } from '../api/list-active-oligos';
import { useArchiveOligo } from '../api/set-oligo-archived';
import { OligoListPage } from '../components/oligo-list-page';

/** /oligos: 'Active Oligos', each with View and Archive. */
export function ActiveOligosRoute() {
  const oligos = useActiveOligos();
  const archive = useArchiveOligo();
  useEffect(() => {
    // A failed list load is only logged (SPEC.md section 8).
    if (oligos.error) console.error(oligoMessages.fetchActiveFailed, oligos.error);
  }, [oligos.error]);

  return (
    <OligoListPage
      title="Active Oligos"
      description="Primers and probes that products can be made of."
      oligos={oligos.data}
      loading={oligos.isPending}
      buttons={
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.archivedOligos}
            variant="default"
            leftSection={<IconArchive size={16} aria-hidden />}
          >
            View Archived Oligos
          </Button>
          <Button component={Link} to={paths.addOligo} leftSection={<IconPlus size={16} aria-hidden />}>
            Add Oligo
          </Button>
        </Group>
      }
      action={(oligo) => (
        <Button
          size="xs"
          variant="light"
          color="orange"
          leftSection={<IconArchive size={14} aria-hidden />}
          loading={archive.isPending && archive.variables === oligo._id}
          aria-label={`Archive ${oligo.name}`}
          onClick={() =>
            archive.mutate(oligo._id, {
              onSuccess: () => showSuccessToast(oligoMessages.archived),
              onError: (error) => {
                console.error(oligoMessages.archiveLogged, error);
                showErrorToast(oligoMessages.archiveFailed);
              },
            })
          }
        >
          Archive
        </Button>
      )}
    />
  );
}
