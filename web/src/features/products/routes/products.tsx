import { Button, Group, Stack } from '@mantine/core';
import type { ProductWithOligoDetails } from '@oligowatch/shared/schemas/product';
import { IconEye, IconPencil, IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { generatePath, Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../lib/paths';
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
        <Button
          component={Link}
          to={generatePath(paths.viewProduct, { productId: product._id })}
          size="xs"
          variant="light"
          leftSection={<IconEye size={14} aria-hidden />}
          aria-label={`View ${product.name}`}
        >
          View
        </Button>
        <Button
          component={Link}
          to={generatePath(paths.editProduct, { productId: product._id })}
          size="xs"
          variant="light"
          leftSection={<IconPencil size={14} aria-hidden />}
          aria-label={`Edit ${product.name}`}
        >
          Edit
        </Button>
      </Group>
    ),
  },
];

/** /products: every product with its active version's oligos (archived ones in red). */
export function ProductsRoute() {
  const products = useProductsWithOligoDetails();
  useEffect(() => {
    // A failed list load is only logged (SPEC.md section 8).
    if (products.error) console.error('Error fetching products.', products.error);
  }, [products.error]);

  return (
    <Stack gap="xl">
      <PageTitle
        title="Products"
        description="Reagent kits and the oligos of their active version."
        actions={
          <Button component={Link} to={paths.addProduct} leftSection={<IconPlus size={16} aria-hidden />}>
            Add Product
          </Button>
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
