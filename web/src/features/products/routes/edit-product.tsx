import { Loader, Stack } from '@mantine/core';
import { productsApiMessages, productsFormMessages } from '@oligowatch/shared/messages/products';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { PageTitle } from '../../../components/page-title';
import { useAllOligos, useProducts } from '../../../lib/catalog-queries';
import { paths } from '../../../lib/paths';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useProduct } from '../api/get-product';
import { useUpdateProduct } from '../api/update-product';
import { LeavePageGuard } from '../components/leave-page-guard';
import { ProductForm } from '../components/product-form';
import { assaysFormOf, toAssayPayload } from '../utils/assay-form';
import { checkProductForm, isProductFormDirty, type ProductFormValues } from '../utils/check-product-form';
import { showSaveError } from '../utils/show-save-error';

/**
 * /products/edit/{productId}: 'Edit a Product', the active version's oligos and assays preselected.
 * Changing the oligos or their assays saves a new active version; earlier versions stay. Leaving
 * with unsaved changes asks.
 */
export function EditProductRoute() {
  const { productId = '' } = useParams();
  const navigate = useNavigate();
  const product = useProduct(productId);
  const oligos = useAllOligos();
  const products = useProducts();
  const update = useUpdateProduct();
  // Null until the user edits: the form shows the loaded product's values until then.
  const [edited, setValues] = useState<ProductFormValues | null>(null);
  const [saved, setSaved] = useState(false);

  const initial = useMemo<ProductFormValues | null>(() => {
    if (!product.data) return null;
    const { name, versions, version_assays, active_version_index } = product.data;
    return {
      name,
      oligos: [...(versions[active_version_index] ?? [])],
      confirm: '',
      assays: assaysFormOf(version_assays[active_version_index] ?? []),
    };
  }, [product.data]);
  const values = edited ?? initial;

  // SPEC.md section 2: if loading fails, back to /products.
  const loadError = product.error ?? oligos.error;
  useEffect(() => {
    if (!loadError) return;
    console.error(productsApiMessages.notFound, loadError);
    navigate(paths.products, { replace: true });
  }, [loadError, navigate]);

  // Navigate only once the guard has re-rendered without unsaved changes.
  useEffect(() => {
    if (saved) navigate(paths.products);
  }, [saved, navigate]);

  // Active oligos, plus archived ones the version holds (shown '(Archived)' so they can be kept or dropped).
  const options = useMemo(
    () => (oligos.data ?? []).filter((oligo) => !oligo.archived || initial?.oligos.includes(oligo._id)),
    [oligos.data, initial],
  );
  const dirty = values !== null && initial !== null && !saved && isProductFormDirty(values, initial);

  const onSubmit = () => {
    if (!values) return;
    const nameOf = (id: string) => oligos.data?.find((oligo) => oligo._id === id)?.name ?? id;
    const problem = checkProductForm(values, products.data ?? [], nameOf, productId);
    if (problem) {
      showErrorToast(problem.message, problem.durationMs);
      return;
    }
    update.mutate(
      { id: productId, name: values.name, oligos: values.oligos, assays: toAssayPayload(values.assays) },
      {
        onSuccess: () => {
          showSuccessToast(productsFormMessages.updated);
          setSaved(true);
        },
        onError: (error) => showSaveError(error, productsFormMessages.updateFailed),
      },
    );
  };

  return (
    <Stack gap="xl">
      <LeavePageGuard when={dirty} />
      <PageTitle
        title="Edit a Product"
        description="Changing the oligos or their assays adds a new version and makes it the active one."
        actions={<BackButton to={paths.products}>Back</BackButton>}
      />
      {/* Shown once the oligos are there too, so the preselected chips carry their names. */}
      {values && oligos.data ? (
        <ProductForm
          values={values}
          onChange={setValues}
          oligoOptions={options}
          onSubmit={onSubmit}
          submitting={update.isPending}
        />
      ) : (
        <Loader aria-label="Loading..." />
      )}
    </Stack>
  );
}
