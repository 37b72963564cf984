import { oligosListMessages } from '@oligowatch/shared/messages/oligos';
import type { Oligo } from '@oligowatch/shared/schemas/oligo';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { IconArchive, IconPlus } from '../../../components/icons';
import { LinkButton } from '../../../components/link-button';
import { RowAction } from '../../../components/row-action';
import { paths } from '../../../lib/paths';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useLogFailure } from '../../../lib/use-log-failure';
import { useArchiveOligo } from '../api/archive-oligo';
import { useActiveOligos } from '../api/list-active-oligos';
import { OligoListPage } from '../components/oligo-list-page';

/** /oligos: 'Active Oligos', each with View and Archive. */
export function ActiveOligosRoute() {
  const oligos = useActiveOligos();
  const archive = useArchiveOligo();
  useLogFailure(oligos.error, oligosListMessages.fetchActiveFailed);
  // Archiving hides the oligo from every product form: it asks first, naming the oligo.
  const [asking, setAsking] = useState<Oligo | null>(null);

  const onArchive = (oligo: Oligo) =>
    archive.mutate(oligo._id, {
      onSuccess: () => showSuccessToast(oligosListMessages.archived),
      onError: (error) => {
        console.error(oligosListMessages.archiveLogged, error);
        showErrorToast(oligosListMessages.archiveFailed);
      },
    });

  return (
    <>
      <OligoListPage
        title="Active Oligos"
        description="Primers and probes that products can be made of."
        oligos={oligos.data}
        loading={oligos.isPending}
        buttons={
          <>
            <LinkButton to={paths.archivedOligos} icon={IconArchive} variant="default">
              View Archived Oligos
            </LinkButton>
            <LinkButton to={paths.addOligo} icon={IconPlus}>
              Add Oligo
            </LinkButton>
          </>
        }
        action={(oligo) => (
          <RowAction
            icon={IconArchive}
            label="Archive"
            ariaLabel={`Archive ${oligo.name}`}
            color="orange"
            loading={archive.isPending && archive.variables === oligo._id}
            onClick={() => setAsking(oligo)}
          />
        )}
      />
      <ConfirmDialog
        question={asking ? oligosListMessages.archiveConfirm(asking.name) : null}
        title="Archive oligo"
        confirmLabel="Archive"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) onArchive(asking);
          setAsking(null);
        }}
      />
    </>
  );
}
