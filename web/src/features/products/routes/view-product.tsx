import { Code, Group, Loader, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { oligosRoleMessages } from '@oligowatch/shared/messages/oligos';
import { productsApiMessages } from '@oligowatch/shared/messages/products';
import type { Oligo } from '@oligowatch/shared/schemas/oligo';
import { useId, useMemo, useState } from 'react';
import { generatePath, useParams } from 'react-router';
import { BackButton } from '../../../components/back-button';
import { IconPencil } from '../../../components/icons';
import { LinkButton } from '../../../components/link-button';
import { PageTitle } from '../../../components/page-title';
import { useAllOligos } from '../../../lib/catalog-queries';
import { paths } from '../../../lib/paths';
import { useLogFailure } from '../../../lib/use-log-failure';
import { useProduct } from '../api/get-product';
import { OligoName } from '../components/oligo-name';
import { VersionAssays } from '../components/version-assays';

/**
 * /products/view/{productId}: 'View Product'. Any version can be picked (default the latest); the
 * active one is shown as 'k / n'; archived oligos are red and labelled '(Archived)'. Ours (issue
 * 23): each oligo's role, and the version's assays.
 */
export function ViewProductRoute() {
  const { productId = '' } = useParams();
  const product = useProduct(productId);
  const oligos = useAllOligos();
  const [picked, setPicked] = useState<string | null>(null);
  const nameLabelId = useId();
  const oligosById = useMemo(
    () => new Map((oligos.data ?? []).map((oligo) => [oligo._id, oligo])),
    [oligos.data],
  );
  useLogFailure(product.error, 'Error fetching product', productId);

  const returnButton = <BackButton to={paths.products}>Return</BackButton>;

  if (product.isError) {
    return (
      <Stack gap="xl">
        <PageTitle title="View Product" actions={returnButton} />
        <Text>{productsApiMessages.notFound}</Text>
      </Stack>
    );
  }
  if (!product.data || oligos.isPending) return <Loader aria-label="Loading..." />;

  const { name, versions, version_assays, active_version_index } = product.data;
  const count = versions.length;
  const selected = picked === null ? count - 1 : Number(picked);
  const versionOligos: Oligo[] = (versions[selected] ?? []).flatMap((id) => {
    const oligo = oligosById.get(id);
    return oligo ? [oligo] : [];
  });

  return (
    <Stack gap="xl">
      <PageTitle
        title="View Product"
        actions={
          <>
            <LinkButton to={generatePath(paths.editProduct, { productId })} icon={IconPencil} variant="light">
              Edit
            </LinkButton>
            {returnButton}
          </>
        }
      />
      <Paper withBorder radius="md" p="xl" maw={900}>
        <Stack gap="md">
          {/* Read-only, so shown as text: an input would look editable. */}
          <Stack gap={2}>
            <Text size="sm" fw={500} id={nameLabelId}>
              Product Name
            </Text>
            <Text size="lg" fw={600} aria-labelledby={nameLabelId} data-testid="product-name">
              {name}
            </Text>
          </Stack>
          <Group align="flex-end" gap="xl">
            <Select
              label="Version"
              data={versions.map((_, index) => ({ value: String(index), label: `Version ${index + 1}` }))}
              value={String(selected)}
              onChange={(value) => setPicked(value)}
              allowDeselect={false}
              w={200}
            />
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                Active Version
              </Text>
              <Text data-testid="active-version">{`${active_version_index + 1} / ${count}`}</Text>
            </Stack>
          </Group>
          <Table withTableBorder striped aria-label={`Oligos of version ${selected + 1}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Oligo Name</Table.Th>
                <Table.Th>Sequence</Table.Th>
                <Table.Th>DNA Strand Positive</Table.Th>
                <Table.Th>{oligosRoleMessages.roleLabel}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {versionOligos.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Text size="sm" c="dimmed">
                      This version has no oligos.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                versionOligos.map((oligo) => (
                  <Table.Tr key={oligo._id}>
                    <Table.Td>
                      <OligoName oligo={oligo} />
                    </Table.Td>
                    <Table.Td>
                      <Code c={oligo.archived ? 'red' : undefined} style={{ wordBreak: 'break-all' }}>
                        {oligo.sequence}
                      </Code>
                    </Table.Td>
                    <Table.Td>{oligo.dna_strand_positive ? 'Yes' : 'No'}</Table.Td>
                    <Table.Td>
                      {oligo.role === null
                        ? oligosRoleMessages.roleUnknown
                        : oligosRoleMessages.roleWords[oligo.role]}
                      {oligo.role_inferred && oligo.role !== null
                        ? ` (${oligosRoleMessages.roleInferred})`
                        : null}
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
          <VersionAssays
            version={selected + 1}
            assays={version_assays[selected] ?? []}
            oligosById={oligosById}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
