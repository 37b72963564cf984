import { Button, Modal } from '@mantine/core';
import { SELECT_PRODUCT_PAGE_SIZE } from '@oligowatch/shared/constants';
import type { Product } from '@oligowatch/shared/schemas/product';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { IconCheck } from '../../../components/icons';
import type { SelectedProduct } from '../../../components/report-form/report-form-values';
import { useProducts } from '../../../lib/catalog-queries';
import { useLogFailure } from '../../../lib/use-log-failure';

interface SelectProductModalProps {
  opened: boolean;
  onClose: () => void;
  onSelect: (product: SelectedProduct) => void;
}

/** The active version's oligos: what a report made now would align. */
const oligoCount = (product: Product): number => product.versions[product.active_version_index]?.length ?? 0;

/** The Select Product overlay of SPEC.md section 2: Product Name, Oligo Count, Version, 10 a page. */
export function SelectProductModal({ opened, onClose, onSelect }: SelectProductModalProps) {
  const products = useProducts();
  useLogFailure(products.error, 'Error fetching products.');

  const columns: DataTableColumn<Product>[] = [
    { accessor: 'name', title: 'Product Name', sortable: true },
    { accessor: 'oligoCount', title: 'Oligo Count', sortable: true, value: oligoCount, textAlign: 'right' },
    {
      accessor: 'version',
      title: 'Version',
      sortable: true,
      // Versions are shown 1-based, as on the product screens.
      value: (product) => product.active_version_index + 1,
      textAlign: 'right',
    },
    {
      accessor: 'actions',
      title: 'Actions',
      render: (product) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCheck size={14} aria-hidden />}
          aria-label={`Select ${product.name}`}
          onClick={() => onSelect({ id: product._id, name: product.name })}
        >
          Select
        </Button>
      ),
    },
  ];

  return (
    <Modal opened={opened} onClose={onClose} title="Select Product" size="xl" centered>
      <DataTable
        ariaLabel="Products"
        records={products.data ?? []}
        columns={columns}
        idAccessor="_id"
        pageSize={SELECT_PRODUCT_PAGE_SIZE}
        pageSizeOptions={[]}
        withGlobalFilter
        loading={products.isPending}
        noRecordsText="No products"
      />
    </Modal>
  );
}
