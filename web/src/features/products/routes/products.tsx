import { Group, Stack } from '@mantine/core';
import type { ProductWithOligoDetails } from '@oligowatch/shared/schemas/product';
import { generatePath } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { IconEye, IconPencil, IconPlus } from '../../../components/icons';
import { LinkButton } from '../../../components/link-button';
import { PageTitle } from '../../../components/page-title';
import { RowAction } from '../../../components/row-action';
import { paths } from '../../../lib/paths';
import { useLogFailure } from '../../../lib/use-log-failure';
import { useProductsWithOligoDetails } from '../api/list-products-with-oligo-details';
import { OligoNames } from '../components/oligo-name';

const activeOligos = (product: ProductWithOligoDetails) =>
  product.versions[product.active_version_index] ?? [];

/** SPEC.md section 2: Product Name, Active Version (index+1), Number of Versions, Oligo Names, Actions. */
const columns: DataTableColumn<ProductWithOligoDetails>[] = [
  { accessor: 'name', title: 'Product Name', sortable: true, filter: 'startsWith' },
  {
    accessor: 'active_version',
    title: 'Active Version',
    sortable: true,
    filter: 'equals',
    // Stored 0-based, shown 1-based.
    value: (product) => product.active_version_index + 1,
  },
  {
    accessor: 'version_count',
    title: 'Number of Versions',
    sortable: true,
    filter: 'equals',
    value: (product) => product.versions.length,
  },
  {
    accessor: 'oligo_names',
    title: 'Oligo Names',
    sortable: true,
    filter: 'contains',
    value: (product) =>
      activeOligos(product)
        .map((oligo) => oligo.name)
        .join(', '),
    render: (product) => <OligoNames oligos={activeOligos(product)} />,
  },
  {
    accessor: 'actions',
    title: 'Actions',
    render: (product) => (
      <Group gap="xs" wrap="nowrap">
        <RowAction
          icon={IconEye}
          label="View"
          ariaLabel={`View ${product.name}`}
          to={generatePath(paths.viewProduct, { productId: product._id })}
        />
        <RowAction
          icon={IconPencil}
          label="Edit"
          ariaLabel={`Edit ${product.name}`}
          to={generatePath(paths.editProduct, { productId: product._id })}
        />
      </Group>
    ),
  },
];

/** /products: every product with its active version's oligos (archived ones in red). */
export function ProductsRoute() {
  const products = useProductsWithOligoDetails();
  useLogFailure(products.error, 'Error fetching products.');

  return (
    <Stack gap="xl">
      <PageTitle
        title="Products"
        description="Reagent kits and the oligos of their active version."
        actions={
          <LinkButton to={paths.addProduct} icon={IconPlus}>
            Add Product
          </LinkButton>
        }
      />
      <DataTable
        ariaLabel="Products"
        records={products.data ?? []}
        columns={columns}
        idAccessor="_id"
        withGlobalFilter
        loading={products.isPending}
        noRecordsText="No products"
      />
    </Stack>
  );
}
