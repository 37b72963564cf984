import { oligosListMessages } from '@oligowatch/shared/messages/oligos';
import { IconArrowBackUp, IconList } from '../../../components/icons';
import { LinkButton } from '../../../components/link-button';
import { RowAction } from '../../../components/row-action';
import { paths } from '../../../lib/paths';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useLogFailure } from '../../../lib/use-log-failure';
import { useArchivedOligos } from '../api/list-archived-oligos';
import { useRestoreOligo } from '../api/restore-oligo';
import { OligoListPage } from '../components/oligo-list-page';

/** /oligos/archived: 'Archived Oligos', each with View and Restore. */
export function ArchivedOligosRoute() {
  const oligos = useArchivedOligos();
  const restore = useRestoreOligo();
  useLogFailure(oligos.error, oligosListMessages.fetchArchivedFailed);

  return (
    <OligoListPage
      title="Archived Oligos"
      description="Oligos no longer offered for new products. Products made of them keep them."
      oligos={oligos.data}
      loading={oligos.isPending}
      buttons={
        <LinkButton to={paths.oligos} icon={IconList} variant="default">
          View Active Oligos
        </LinkButton>
      }
      action={(oligo) => (
        <RowAction
          icon={IconArrowBackUp}
          label="Restore"
          ariaLabel={`Restore ${oligo.name}`}
          color="teal"
          loading={restore.isPending && restore.variables === oligo._id}
          onClick={() =>
            restore.mutate(oligo._id, {
              onSuccess: () => showSuccessToast(oligosListMessages.restored),
              onError: (error) => {
                console.error(oligosListMessages.restoreLogged, error);
                showErrorToast(oligosListMessages.restoreFailed);
              },
            })
          }
        />
      )}
    />
  );
}
