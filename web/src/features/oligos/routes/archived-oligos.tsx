import { Button } from '@mantine/core';
import { oligoMessages } from '@oligowatch/shared/messages';
import { IconArrowBackUp, IconList } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useArchivedOligos } from '../api/list-archived-oligos';
import { useRestoreOligo } from '../api/set-oligo-archived';
import { OligoListPage } from '../components/oligo-list-page';

/** /oligos/archived: 'Archived Oligos', each with View and Restore. */
export function ArchivedOligosRoute() {
  const oligos = useArchivedOligos();
  const restore = useRestoreOligo();
  useEffect(() => {
    if (oligos.error) console.error(oligoMessages.fetchArchivedFailed, oligos.error);
  }, [oligos.error]);

  return (
    <OligoListPage
      title="Archived Oligos"
      description="Oligos no longer offered for new products. Products made of them keep them."
      oligos={oligos.data}
      loading={oligos.isPending}
      buttons={
        <Button
          component={Link}
          to={paths.oligos}
          variant="default"
          leftSection={<IconList size={16} aria-hidden />}
        >
          View Active Oligos
        </Button>
      }
      action={(oligo) => (
        <Button
          size="xs"
          variant="light"
          color="teal"
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          loading={restore.isPending && restore.variables === oligo._id}
          aria-label={`Restore ${oligo.name}`}
          onClick={() =>
            restore.mutate(oligo._id, {
              onSuccess: () => showSuccessToast(oligoMessages.restored),
              onError: (error) => {
                console.error(oligoMessages.restoreLogged, error);
                showErrorToast(oligoMessages.restoreFailed);
              },
            })
          }
        >
          Restore
        </Button>
      )}
    />
  );
}
