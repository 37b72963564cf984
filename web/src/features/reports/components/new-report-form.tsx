import { useDisclosure } from '@mantine/hooks';
import type { ComponentProps } from 'react';
import { ReportForm } from '../../../components/report-form/report-form';
import { SelectProductModal } from './select-product-modal';
import { SelectTargetModal } from './select-target-modal';

type NewReportFormProps = Omit<ComponentProps<typeof ReportForm>, 'onOpenPicker'>;

/**
 * The report form of Generate and Schedule New Report: the shared form, with the Select Target and
 * Select Product overlays that fill its two selectors (they load the target options and products).
 */
export function NewReportForm(props: NewReportFormProps) {
  const { values, onChange } = props;
  const [targetOpened, targetOverlay] = useDisclosure(false);
  const [productOpened, productOverlay] = useDisclosure(false);
  return (
    <>
      <ReportForm
        {...props}
        onOpenPicker={(picker) => (picker === 'target' ? targetOverlay.open() : productOverlay.open())}
      />
      <SelectTargetModal
        opened={targetOpened}
        onClose={targetOverlay.close}
        onSelect={(target) => {
          onChange({ ...values, target });
          targetOverlay.close();
        }}
      />
      <SelectProductModal
        opened={productOpened}
        onClose={productOverlay.close}
        onSelect={(product) => {
          onChange({ ...values, product });
          productOverlay.close();
        }}
      />
    </>
  );
}
