import { Stack } from '@mantine/core';
import { oligosAddMessages } from '@oligowatch/shared/messages/oligos';
import { productsFormMessages } from '@oligowatch/shared/messages/products';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useAllOligos, useProducts } from '../../../lib/catalog-queries';
import { paths } from '../../../lib/paths';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useCreateProduct } from '../api/create-product';
import { ProductForm } from '../components/product-form';
import { firstAssays, toAssayPayload } from '../utils/assay-form';
import { checkProductForm, type ProductFormValues } from '../utils/check-product-form';
import { showSaveError } from '../utils/show-save-error';

/** /products/add: 'Add a New Product' from active oligos. */
export function AddProductRoute() {
  const navigate = useNavigate();
  const oligos = useAllOligos();
  const products = useProducts();
  const create = useCreateProduct();
  const [values, setValues] = useState<ProductFormValues>(() => ({
    name: '',
    oligos: [],
    confirm: '',
    assays: firstAssays(),
  }));
  const activeOligos = useMemo(() => (oligos.data ?? []).filter((oligo) => !oligo.archived), [oligos.data]);
  const nameOf = (id: string) => oligos.data?.find((oligo) => oligo._id === id)?.name ?? id;

  useFailureToast(oligos.error, oligosAddMessages.fetchFailed);
  useFailureToast(products.error, productsFormMessages.fetchExistingFailed);

  const onSubmit = () => {
    const problem = checkProductForm(values, products.data ?? [], nameOf);
    if (problem) {
      showErrorToast(problem.message, problem.durationMs);
      return;
    }
    create.mutate(
      { name: values.name, oligos: values.oligos, assays: toAssayPayload(values.assays) },
      {
        onSuccess: () => {
          showSuccessToast(productsFormMessages.created);
          navigate(paths.products);
        },
        onError: (error) => showSaveError(error, productsFormMessages.createFailed),
      },
    );
  };

  return (
    <Stack gap="xl">
      <PageTitle
        title="Add a New Product"
        description="A product is a set of oligos, grouped into assays; edits keep every earlier version."
      />
      <ProductForm
        values={values}
        onChange={setValues}
        oligoOptions={activeOligos}
        onSubmit={onSubmit}
        submitting={create.isPending}
        loading={oligos.isPending}
      />
    </Stack>
  );
}
